// Prints how many validatorjs spec cases intake agrees with, and why the others disagree:
// `node build/std/test/validator/peers/validatorjs-count.js`.
import { validatorjsCases } from './validatorjs-cases.js';
import { replayCase } from './validatorjs-shim.js';

let agreed = 0;
for (const peerCase of validatorjsCases) {
  const outcome = replayCase(peerCase);
  if (outcome === undefined) agreed++;
  else console.log(`${peerCase.id}\t${outcome}`);
}
console.log(`agreed ${agreed}/${validatorjsCases.length}`);
