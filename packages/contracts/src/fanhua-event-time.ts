export * from '@citygames/contracts/fanhua/event-time.rules';
