import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

/**
 * Response serializer: each route's zod response schema is compiled once into fast-json-stringify,
 * which writes only the fields the contract names (rows never leak) and is about 10× cheaper than the
 * type provider's `safeEncode` + `JSON.stringify` (docs/benchmarks.md, HTTP). A schema JSON Schema
 * cannot express (a transform or codec in the output) keeps the type provider's serializer.
 *
 * Each is compiled on the route's first answer, not at start-up: compiling all ~220 routes' schemas
 * was about a sixth of the server's start-up CPU, for routes most processes answer rarely (issue 22).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let compiled: ((data: unknown) => string) | undefined;
  return (data) => {
    compiled ??= compileZod(route.schema) ?? (zodSerializerCompiler(route as RouteSchema as never) as (data: unknown) => string);
    return compiled(data);
  };
};

function compileZod(schema: unknown): ((data: unknown) => string) | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    return fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return null;
  }
}
