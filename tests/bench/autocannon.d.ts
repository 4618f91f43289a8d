/** The part of autocannon 8's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface RequestParams {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    /** Worker threads firing the requests (then no function may be passed: they are not cloneable). */
    workers?: number;
    /** setupRequest's context is per connection. */
    requests?: (RequestParams & {
      path?: string;
      setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
    })[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
  }
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): unknown;
  export default autocannon;
}
