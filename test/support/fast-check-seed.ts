// Loaded with `--import` by scripts/run-tests.mjs: every fast-check property without a seed of
// its own runs with this one, so a CI run is reproducible. FC_SEED=<n> explores another seed.
import fc from 'fast-check';

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261121) });
