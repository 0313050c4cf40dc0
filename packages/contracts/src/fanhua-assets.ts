export * from './fanhua/assets.rules.js';
