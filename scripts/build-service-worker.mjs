#!/usr/bin/env node
// npm run build:sw: the offline shell's service worker over the current shell and remote builds
// (npm run build and npm start run it after rspack; the gateway image runs this script).
import { buildServiceWorker } from './lib/service-worker-build.mjs';

try {
  const { count, size } = await buildServiceWorker();
  console.log(`service worker 已生成：预缓存 ${count} 个文件，${(size / 1024).toFixed(0)} KB`);
} catch (error) {
  console.error(`service worker 生成失败：${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
