export * from './fanhua/position.rules.js';
