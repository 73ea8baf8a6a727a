import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AuditResource } from '../../../shared/schemas/audit.js';
import { activeInput, reorderInput } from '../../../shared/schemas/reorder.js';
import { actorOf, auditedReorder, changeAudited, type Actor } from '../audit/audited.js';
import type { ServerContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { idParams, noContent, refusals, type Api } from '../http/contract.js';
import { flagOf } from './db-errors.js';
import { reorder } from './reorder.js';
import { ANY_VERSION, deleteById, insertAudited, updateVersioned, type VersionedTable } from './versioned.js';

/** A resource whose records staff add, edit with their version, and delete, and nothing more. */
export interface PlainResource<Input extends z.ZodType, Update extends z.ZodType, Answer extends z.ZodObject> {
  /** Its table, its path under /api/admin and its name in the change history. */
  table: VersionedTable & AuditResource;
  /** Its heading in the API reference. */
  tags: string[];
  /** What a path naming no record of it answers (404). */
  missing: string;
  input: Input;
  update: Update;
  record: Answer;
  /** The form's values as the table's columns. */
  toColumns: (input: z.output<Input>) => object;
  /** What a record keeps beside its row (its English texts), written in the same transaction. */
  besides?: (trx: Kysely<Database>, id: number, input: z.output<Input>, at: Date) => Promise<void>;
  /** Columns a new record starts with that no form sets (an account's empty ledger totals). */
  newColumns?: object;
  read: (db: Kysely<Database>, id: number) => Promise<z.output<Answer>>;
  /** Turns a refusal of the database (a name taken) into the form's message. */
  rethrow?: (error: unknown, input: z.output<Input>, exceptId?: number) => Promise<never>;
  /** Turns a refusal of the database to delete a record (others refer to it) into a message. */
  rethrowDelete?: (error: unknown) => never;
}

/**
 * `POST /{table}`, `PUT /{table}/:id` (with the version the form was loaded with) and
 * `DELETE /{table}/:id`, each declaring its contract, recording its change in the history in
 * the same transaction, and answering with the record as the back office reads it.
 */
export function plainRecordRoutes<Input extends z.ZodType, Update extends z.ZodType, Answer extends z.ZodObject>(
  api: Api,
  { db, dialect, now }: ServerContext,
  resource: PlainResource<Input, Update, Answer>,
): void {
  const { table, tags, missing, read } = resource;
  // The schemas below validate and write every request and answer at run time, as on every
  // route; typed over any resource, the handlers cast what those schemas have checked.
  const app = api as unknown as FastifyInstance;
  const params = idParams(missing);
  const rethrow = async (error: unknown, input: z.output<Input>, exceptId?: number): Promise<never> => {
    if (resource.rethrow) return resource.rethrow(error, input, exceptId);
    throw error;
  };

  app.post(
    `/${table}`,
    { schema: { tags, body: resource.input, response: { 201: resource.record, ...refusals(400, 409) } } },
    async (request, reply) => {
      const input = request.body as z.output<Input>;
      const columns = { ...resource.newColumns, ...resource.toColumns(input) };
      const actor = actorOf(request, dialect, now());
      const besides = resource.besides && ((trx: Kysely<Database>, id: number) => resource.besides!(trx, id, input, actor.at));
      const id = await insertAudited(db, actor, table, columns, read, besides).catch((error: unknown) => rethrow(error, input));
      return reply.code(201).send(await read(db, id));
    },
  );

  updateRoute(api, { db, dialect, now }, resource, resource.update, (actor, id, version, sent) => {
    const input = sent as z.output<Input>;
    return changeAudited(db, actor, { action: 'update', resource: table, id, read }, async (trx) => {
      await updateVersioned(trx, table, id, version, resource.toColumns(input), actor.at, missing);
      await resource.besides?.(trx, id, input, actor.at);
    }).catch((error: unknown) => rethrow(error, input, id));
  });

  const deleteRefusals = resource.rethrowDelete ? refusals(404, 409) : refusals(404);
  app.delete(`/${table}/:id`, { schema: { tags, params, response: { 204: noContent, ...deleteRefusals } } }, async (request, reply) => {
    const { id } = request.params as { id: number };
    await changeAudited(db, actorOf(request, dialect, now()), { action: 'delete', resource: table, id, read }, (trx) =>
      deleteById(trx, table, id, missing),
    ).catch((error: unknown) => {
      if (resource.rethrowDelete) resource.rethrowDelete(error);
      throw error;
    });
    return reply.code(204).send(null);
  });
}

/** What a route of a kind of record names: its path and heading, its 404, its record and how it is read. */
interface RecordRoutes<Answer extends z.ZodObject> {
  table: string;
  tags: string[];
  missing: string;
  record: Answer;
  read: (db: Kysely<Database>, id: number) => Promise<z.output<Answer>>;
}

/** The form's values without the version it was loaded with. */
type Edited<Update extends z.ZodType> = Omit<z.output<Update>, 'version'>;

/**
 * `PUT /{table}/:id`: the form's values with the version it was loaded with (`update`), saved
 * by `save` (a 409 when someone saved first); answers the record as it is now.
 */
export function updateRoute<Update extends z.ZodType, Answer extends z.ZodObject>(
  api: Api,
  { db, dialect, now }: Pick<ServerContext, 'db' | 'dialect' | 'now'>,
  { table, tags, missing, record, read }: RecordRoutes<Answer>,
  update: Update,
  save: (actor: Actor, id: number, version: number, input: Edited<Update>) => Promise<unknown>,
): void {
  // Typed over any resource, the handler casts what the schemas have checked (as above).
  const app = api as unknown as FastifyInstance;
  app.put(
    `/${table}/:id`,
    { schema: { tags, params: idParams(missing), body: update, response: { 200: record, ...refusals(400, 404, 409) } } },
    async (request) => {
      const { id } = request.params as { id: number };
      const { version, ...input } = request.body as Edited<Update> & { version: number };
      await save(actorOf(request, dialect, now()), id, version, input as Edited<Update>);
      return read(db, id);
    },
  );
}

/** A list staff keep in the menu's order, each record shown to guests or hidden with a switch. */
export interface OrderedResource<Answer extends z.ZodObject> extends RecordRoutes<Answer> {
  table: 'categories' | 'products';
  /** The whole list, in its order, as the back office reads it. */
  list: (db: Kysely<Database>) => Promise<z.output<Answer>[]>;
}

// Typed over either table, the handlers below cast what the schemas have checked (as above).

/** `PUT /{table}/order`: every id, first to last, in one transaction recorded in the history; answers the list. */
export function orderRoute<Answer extends z.ZodObject>(
  api: Api,
  { db, dialect, now }: ServerContext,
  { table, tags, record, list }: OrderedResource<Answer>,
): void {
  const app = api as unknown as FastifyInstance;
  app.put(
    `/${table}/order`,
    { schema: { tags, body: reorderInput, response: { 200: z.array(record), ...refusals(400) } } },
    async (request) => {
      const { ids } = request.body as z.output<typeof reorderInput>;
      const actor = actorOf(request, dialect, now());
      await reorder(db, dialect, table, ids, (trx, before) => auditedReorder(trx, actor, table, before, ids));
      return list(db);
    },
  );
}

/** `PATCH /{table}/:id/active`: shows or hides a record, whatever its version; answers the record. */
export function activeRoute<Answer extends z.ZodObject>(
  api: Api,
  { db, dialect, now }: ServerContext,
  { table, tags, missing, record, read }: OrderedResource<Answer>,
): void {
  const app = api as unknown as FastifyInstance;
  app.patch(
    `/${table}/:id/active`,
    { schema: { tags, params: idParams(missing), body: activeInput, response: { 200: record, ...refusals(400, 404) } } },
    async (request) => {
      const { id } = request.params as { id: number };
      const { isActive } = request.body as z.output<typeof activeInput>;
      const actor = actorOf(request, dialect, now());
      await changeAudited(db, actor, { action: 'update', resource: table, id, read }, (trx) =>
        updateVersioned(trx, table, id, ANY_VERSION, { isActive: flagOf(isActive) }, actor.at, missing),
      );
      return read(db, id);
    },
  );
}
