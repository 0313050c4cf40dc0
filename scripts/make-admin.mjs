#!/usr/bin/env node
// npm run admin -- <game> <phone> [--revoke]
// Makes (or, with --revoke, unmakes) an account of one game an admin, in the running platform's
// database: MONGODB_URI if set, else the local run's ${DATA_DIR:-.data}/run-state.json.
import { runServiceCli } from './lib/service-cli.mjs';

runServiceCli({ service: 'svc-auth', entry: 'make-admin', buildFailedMessage: '构建 svc-auth 失败，无法执行管理员命令。' });
