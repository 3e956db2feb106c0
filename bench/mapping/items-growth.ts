// The growth table of `bench:mapping` (issue 28): one `@Items` list of 1, 10, 100 and 1,000 typed
// JSON line items (text with a length bound, an integer, a number), mapped synchronously by
// intake (`handleArraySync`), zod 4 (`z.compile(…).parse`) and TypeBox (`TypeCompiler.Compile(…)
// .Decode`) with the same rules. The cost per item should stay flat as the list grows.
import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { z } from 'zod';
import { Cast, Items, Request, type RequestHandler, Validate } from '../../src/index.js';
import { type CaseResult, compare } from '../harness.js';

export const ITEM_COUNTS = [1, 10, 100, 1000] as const;

class GrowthLine extends Request {
  @Validate('required|string|max:32') sku!: string;
  @Validate('required|integer|min_value:1') @Cast('int') quantity!: number;
  @Validate('required|numeric|min_value:0') @Cast('float') price!: number;
}

class GrowthOrder extends Request {
  @Validate('required|string|max:40') reference!: string;
  @Validate('required|array') @Items(GrowthLine) lines!: GrowthLine[];
}

const zodOrder = z.compile(
  z.object({
    reference: z.string().min(1).max(40),
    lines: z.array(
      z.object({
        sku: z.string().min(1).max(32),
        quantity: z.number().int().min(1),
        price: z.number().min(0),
      }),
    ),
  }),
);

const typeboxOrder = TypeCompiler.Compile(
  Type.Object({
    reference: Type.String({ minLength: 1, maxLength: 40 }),
    lines: Type.Array(
      Type.Object({
        sku: Type.String({ minLength: 1, maxLength: 32 }),
        quantity: Type.Integer({ minimum: 1 }),
        price: Type.Number({ minimum: 0 }),
      }),
    ),
  }),
);

function orderOf(count: number) {
  return {
    reference: `ORD-${count}`,
    lines: Array.from({ length: count }, (_, i) => ({
      sku: `SKU-${i}`,
      quantity: (i % 9) + 1,
      price: 12.5 + i,
    })),
  };
}

/** The mapped list's length from each contender, checked before anything is timed. */
function sanity(handler: RequestHandler, input: ReturnType<typeof orderOf>): void {
  const lengths = [
    handler.handleArraySync(GrowthOrder, input).lines.length,
    zodOrder.parse(input).lines.length,
    typeboxOrder.Decode(input).lines.length,
  ];
  if (!lengths.every((length) => length === input.lines.length)) {
    throw new Error(`items growth: a contender mapped ${lengths.join('/')} of ${input.lines.length} items`);
  }
}

/** One case per list length; intake is the reference of each. */
export async function itemsGrowthCases(handler: RequestHandler, rounds: number): Promise<CaseResult[]> {
  const cases: CaseResult[] = [];
  for (const count of ITEM_COUNTS) {
    const input = orderOf(count);
    sanity(handler, input);
    cases.push(
      await compare(
        `items growth: ${count} typed line item${count === 1 ? '' : 's'}`,
        [
          { name: 'intake (handleArraySync)', run: () => handler.handleArraySync(GrowthOrder, input) },
          { name: 'zod v4 z.compile parse', run: () => zodOrder.parse(input) },
          { name: 'TypeBox compiled Decode', run: () => typeboxOrder.Decode(input) },
        ],
        // About the same time per sample at every length.
        { rounds, batch: Math.max(2, Math.round(200 / count)) },
      ),
    );
  }
  return cases;
}
