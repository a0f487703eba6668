// Prometheus metrics of one instance (prom-client), served at /metrics behind METRICS_TOKEN
// (server/routes/metrics.ts): requests by method, route pattern and status class, their
// latency, the database pool, the job queues, the open notification streams, and prom-client's
// process metrics. Every label takes a bounded set of values: a route is its pattern
// (`/api/v1/deals/:id`), never the path a client sent.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** pg.Pool's counters (PostgreSQL only). */
export interface PoolStats {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  /** PipelinedPool (decision 027): connections that carry single statements besides the pool. */
  readonly laneCount?: number;
}

type Labels = "method" | "route" | "status";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const STATUS_CLASS = ["1xx", "2xx", "3xx", "4xx", "5xx"];

export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<Labels>;
  private readonly duration: Histogram<Labels>;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status class",
      labelNames: ["method", "route", "status"],
      registers: [this.registry],
    });
    this.duration = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer an HTTP request (until its headers, for a stream), by method, route pattern and status class",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
  }

  /** One answered request; `route` is the matched pattern ("" when none matched). */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = {
      method: METHODS.has(method) ? method : "OTHER",
      route: route || "unmatched",
      status: STATUS_CLASS[Math.floor(status / 100) - 1] ?? "other",
    };
    this.requests.inc(labels);
    this.duration.observe(labels, seconds);
  }

  /** The PostgreSQL pool's connections: open, idle, and requests waiting for one. */
  watchPool(pool: PoolStats): void {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read());
        },
      });
    gauge("db_pool_connections", "Connections open in the database pool", () => pool.totalCount);
    gauge("db_pool_idle_connections", "Idle connections in the database pool", () => pool.idleCount);
    gauge(
      "db_pool_waiting_requests",
      "Queries waiting for a connection from the database pool",
      () => pool.waitingCount,
    );
    if (pool.laneCount !== undefined)
      gauge(
        "db_pipeline_connections",
        "Connections open for pipelined single statements, besides the pool",
        () => pool.laneCount ?? 0,
      );
  }

  /** Notification streams (SSE) open on this instance. */
  watchStreams(count: () => number): void {
    new Gauge({
      name: "notification_streams_open",
      help: "Live notification streams open on this instance",
      registers: [this.registry],
      collect() {
        this.set(count());
      },
    });
  }

  /** Jobs waiting in each queue (pg-boss); a failed read leaves the queues out of this scrape. */
  watchJobQueues(sizes: () => Promise<Record<string, number>>): void {
    new Gauge({
      name: "job_queue_size",
      help: "Jobs waiting to run, by queue",
      labelNames: ["queue"],
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          for (const [queue, n] of Object.entries(await sizes())) this.set({ queue }, n);
        } catch {
          /* database unavailable: no value this time */
        }
      },
    });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
