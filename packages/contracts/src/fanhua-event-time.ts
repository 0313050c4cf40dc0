export * from './fanhua/event-time.rules.js';
