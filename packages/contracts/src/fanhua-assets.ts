// By package name: the remotes' bundler resolves a relative '.js' import only to a real .js file, and the remotes still import this module.
export * from '@citygames/contracts/fanhua/assets.rules';
