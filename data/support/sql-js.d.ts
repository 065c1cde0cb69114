// The few parts of sql.js (SQLite compiled to WebAssembly) the project uses; the package ships no types.
declare module 'sql.js' {
  export interface QueryExecResult {
    columns: string[];
    values: unknown[][];
  }
  export interface Database {
    exec(sql: string): QueryExecResult[];
    /** Used by the test fixture (test/support/fixture-corpus.ts), which writes graded editions. */
    run(sql: string, params?: unknown[]): Database;
    export(): Uint8Array;
    close(): void;
  }
  export interface SqlJsStatic {
    Database: new (data?: Uint8Array) => Database;
  }
  export default function initSqlJs(config?: { locateFile?: (file: string) => string }): Promise<SqlJsStatic>;
}
