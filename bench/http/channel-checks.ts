// What the channel checks on an untraced request cost by themselves: the three `isTraced`
// calls a request makes with nobody subscribed (request, handler, mapping), timed in a loop.
// A bound that load on the machine hardly moves (the median of many short runs), to set next
// to the whole-request ratios, whose resolution on a shared machine is a few per cent.
import { isTraced, kernelChannels } from '../../src/http/channels.js';

/** Nanoseconds for one request's three checks, nobody subscribed: the median of 51 runs. */
export function checkNanos(): number {
  const channels = kernelChannels();
  if (channels === null) return Number.NaN;
  const holder = { channels: channels as typeof channels | null };
  const calls = 200_000;
  const runs: number[] = [];
  let seen = 0;
  for (let run = 0; run < 51; run++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) {
      // As the kernel reads them: through a field that may hold null.
      if (isTraced(holder.channels?.request)) seen++;
      if (isTraced(holder.channels?.handler)) seen++;
      if (isTraced(holder.channels?.mapping)) seen++;
    }
    runs.push(Number(process.hrtime.bigint() - started) / calls);
  }
  if (seen !== 0) throw new Error('a channel has subscribers: measure before subscribing');
  runs.sort((a, b) => a - b);
  return runs[runs.length >> 1]!;
}
