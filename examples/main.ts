// Placeholder main job until the validator lands: prints the package's public surface.
import * as intake from '../src/index.js';

console.log('intake exports:', Object.keys(intake).sort().join(', '));
