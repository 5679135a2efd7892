/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Each connection cycles through these instead of requesting `url` alone. */
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Changes each request before it is sent (e.g. a different token each time). */
      setupRequest?: (request: { method?: string; path?: string; headers?: Record<string, string>; body?: string }) => {
        method?: string;
        path?: string;
        headers?: Record<string, string>;
        body?: string;
      };
    }[];
  }

  export interface Result {
    duration: number;
    requests: { average: number; total: number };
    latency: { average: number; p50: number; p90: number; p99: number; max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }

  /** Emits 'response' (client, statusCode, resBytes, responseTimeMs) for every answer. */
  type Instance = EventEmitter;

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
