#!/usr/bin/env node
// npm run organizer -- <phone> <name>   (password in ORGANIZER_PASSWORD)   |   <phone> --remove
// Creates (or removes) a platform-level organiser account, in the running platform's
// database: MONGODB_URI if set, else the local run's ${DATA_DIR:-.data}/run-state.json.
import { runServiceCli } from './lib/service-cli.mjs';

runServiceCli({ service: 'svc-auth', entry: 'make-organizer', buildFailedMessage: '构建 svc-auth 失败，无法执行组织者命令。' });
