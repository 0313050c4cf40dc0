export * from '@citygames/contracts/fanhua/position.rules';
