import type { RequestHandler, Router } from 'express';
import express from 'express';
import mongoose from 'mongoose';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { mongoCommandsStarted } from '../data/mongo-command-count.js';

export interface ServiceMetrics {
  registry: Registry;
  middleware: RequestHandler;
  router: Router;
}

/** Prometheus metrics per app instance (no global registry, so tests can build many apps). */
export function createMetrics(service: string): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'mongo_connections',
    help: 'Open MongoDB connections of this process (mongoose connection pool readiness)',
    registers: [registry],
    collect() {
      this.set(mongoose.connections.filter((connection) => connection.readyState === 1).length);
    },
  });

  new Counter({
    name: 'mongodb_commands_total',
    help: 'Commands this process sent to MongoDB (driver command monitoring): database round trips',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(mongoCommandsStarted());
    },
  });

  const middleware: RequestHandler = (req, res, next) => {
    const stop = latency.startTimer();
    res.on('finish', () => {
      const routePath = req.route?.path;
      const route = typeof routePath === 'string' ? `${req.baseUrl}${routePath}` : 'unmatched';
      requests.inc({ method: req.method, route, status: String(res.statusCode) });
      stop({ method: req.method, route });
    });
    next();
  };

  const router = express.Router();
  router.get('/metrics', async (_req, res) => {
    res.setHeader('Content-Type', registry.contentType);
    res.send(await registry.metrics());
  });
  return { registry, middleware, router };
}
