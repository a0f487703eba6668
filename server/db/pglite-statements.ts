// Named prepared statements for PGlite. PGlite's own query() parses, plans and describes every
// statement anew and crosses into WebAssembly six times for it (parse, describe, bind, describe,
// execute, sync). Here each distinct SQL text is parsed and described once, as a named statement
// of the one embedded backend; each later run is one crossing (bind, execute, sync) on a plan
// Postgres caches. Results come out exactly as PGlite's query() gives them (same parsers, same
// shape), so Drizzle and pg-boss use it unchanged. Transactions keep PGlite's own path.
import { parse, PGlite, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

type Messages = Awaited<ReturnType<PGlite["execProtocolStream"]>>;

interface Statement {
  name: string;
  paramTypes: number[];
  /** The statement's RowDescription; absent for a statement that returns no rows. */
  rowDescription: Messages[number] | undefined;
}

/** Distinct statements kept by default; the least recently used one is closed beyond this. */
const MAX_STATEMENTS = 500;

/** Same errors as PGlite's query(): the DatabaseError, with the query and its parameters. */
function withQuery(e: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (e instanceof Error && "code" in e) Object.assign(e, { query, params, queryOptions: options });
  return e;
}

/** PGlite whose query() runs each distinct statement prepared once. */
export function withPreparedStatements(client: PGlite, maxStatements = MAX_STATEMENTS): PGlite {
  const statements = new Map<string, Statement>();
  let counter = 0;
  /** The messages and a Sync, in one call into the backend. */
  const run = (messages: Uint8Array[], options?: QueryOptions) =>
    client.execProtocolStream(Buffer.concat([...messages, protocol.serialize.sync()]), {
      syncToFs: false,
      onNotice: options?.onNotice,
    });

  // The caller's parsers (Drizzle passes a few with every query) over PGlite's: a lookup falls
  // through to PGlite's few hundred, which PGlite would copy for every query.
  const parsersWith = (extra: NonNullable<QueryOptions["parsers"]>): PGlite["parsers"] =>
    Object.assign(Object.create(client.parsers) as PGlite["parsers"], extra);

  async function forget(text: string) {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    await run([protocol.serialize.close({ type: "S", name: statement.name })]);
  }

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    if (statements.size >= maxStatements) await forget(statements.keys().next().value!);
    const name = `taxidaki_${++counter}`;
    const messages = await run(
      [
        protocol.serialize.parse({ name, text, types: options?.paramTypes }),
        protocol.serialize.describe({ type: "S", name }),
      ],
      options,
    );
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === "rowDescription"),
    };
    statements.set(text, statement);
    return statement;
  }

  async function runPrepared<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    again = true,
  ): Promise<Results<T>> {
    const statement = await prepare(text, options);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
      return serialize ? serialize(param) : String(param);
    });
    let messages: Messages;
    try {
      messages = await run(
        [protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({})],
        options,
      );
    } catch (e) {
      // A table changed under a statement (a migration altered its columns): prepared anew, once.
      if (again && e instanceof Error && /cached plan must not change result type/.test(e.message)) {
        await forget(text);
        return runPrepared<T>(text, params, options, false);
      }
      throw e;
    }
    await client.syncToFs();
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    // PGlite would merge the caller's parsers into its few hundred for every query.
    const parsers = options?.parsers ? parsersWith(options.parsers) : client.parsers;
    return parse.parseResults(described, parsers, { rowMode: options?.rowMode })[0] as Results<T>;
  }

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    // A file to read or write (COPY) goes through PGlite's own path.
    if (options?.blob) return client.query<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await runPrepared<T>(text, params, options);
        } catch (e) {
          throw withQuery(e, text, params, options);
        }
      }),
    );
  };

  return new Proxy(client, {
    get(target, key) {
      if (key === "query") return query;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
