import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.js';
import { decodeRosterFile } from './roster-file-encoding.js';

const TEXT = '队名,队长手机号\r\n红队,13700000001\r\n';
/** `红队` as Excel on Chinese Windows writes it (GBK), the rest ASCII. */
const GBK = Buffer.concat([Buffer.from('a,b\r\n'), Buffer.from([0xba, 0xec, 0xb6, 0xd3]), Buffer.from(',13700000001\r\n')]);

describe('reading a roster file in the encoding it was written in', () => {
  it('reads UTF-8 with and without a byte order mark, and UTF-16 by its mark', () => {
    expect(decodeRosterFile(Buffer.from(TEXT))).toEqual({ text: TEXT, encoding: 'utf-8' });
    expect(decodeRosterFile(Buffer.from(`\uFEFF${TEXT}`))).toEqual({ text: TEXT, encoding: 'utf-8-bom' });
    expect(decodeRosterFile(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TEXT, 'utf16le')]))).toEqual({ text: TEXT, encoding: 'utf-16le' });
  });

  it('reads a GBK file as GB18030', () => {
    expect(decodeRosterFile(GBK)).toEqual({ text: 'a,b\r\n红队,13700000001\r\n', encoding: 'gb18030' });
  });

  it('refuses bytes that are text in no encoding with a Chinese hint', () => {
    expect(() => decodeRosterFile(Buffer.from([0x61, 0x00, 0x62]))).toThrow(HttpError);
    expect(() => decodeRosterFile(Buffer.from([0x61, 0x00, 0x62]))).toThrow(
      '无法识别名单文件的编码：请另存为 UTF-8 或 GBK 编码的 CSV，或直接上传 Excel 工作簿（.xlsx）',
    );
  });
});
