/** The part of autocannon 8's API that tests/bench/api.ts uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    overallRate?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
  }
  interface Histogram {
    average: number;
    mean: number;
    max: number;
    min: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram & { sent: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
