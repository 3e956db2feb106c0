// Prints how many Laravel validator cases intake agrees with, and why the others disagree:
// `node build/std/test/validator/peers/laravel-count.js`.
import { laravelCases } from './laravel-cases.js';
import { replayLaravel } from './laravel-shim.js';

let agreed = 0;
for (const peerCase of laravelCases) {
  const outcome = await replayLaravel(peerCase);
  if (outcome === undefined) agreed++;
  else console.log(`${peerCase.id}\t${outcome}`);
}
console.log(`agreed ${agreed}/${laravelCases.length}`);
