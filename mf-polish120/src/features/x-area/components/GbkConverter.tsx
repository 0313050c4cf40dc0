import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { CONVERTER_TEXT_MAX_LENGTH } from '@citygames/contracts/polish120/x-area.rules';
import { TEXTS } from '../../../texts';
import { encodeGbk, isGbkSupported } from '../gbk-encoder';

interface GbkConverterProps {
  /** Filled in once, when the team is above stage 0 (the special character it found). */
  initialText?: string | undefined;
  /** Every conversion's hex (the page asks the server whether it opens stage 1). */
  onConverted?: (hex: string) => void;
}

function convertText(text: string): { hex: string[]; unencodable: string[] } | null {
  if (!text || !isGbkSupported()) return null;
  const encoding = encodeGbk(text);
  return { hex: encoding.perCharacter, unencodable: encoding.unencodable };
}

/** Stage 1's tool: any text to its GBK hexadecimal. */
export function GbkConverter({ initialText = '', onConverted }: GbkConverterProps) {
  const [text, setText] = useState(initialText);
  const [result, setResult] = useState<{ hex: string[]; unencodable: string[] } | null>(() => convertText(initialText));
  const supported = isGbkSupported();

  const convert = () => {
    if (!supported) return;
    const converted = convertText(text);
    setResult(converted);
    if (converted && converted.hex.length > 0 && converted.unencodable.length === 0) onConverted?.(converted.hex.join(''));
  };

  return (
    <section className="p120-converter" aria-label={TEXTS.xArea.converterTitle}>
      <h3 className="p120-section-title">{TEXTS.xArea.converterTitle}</h3>
      {!supported && <p className="p120-message p120-message--error">{TEXTS.xArea.converterUnsupported}</p>}
      <div className="p120-inline-form">
        <Input
          className="p120-input"
          value={text}
          onChange={setText}
          placeholder={TEXTS.xArea.converterPlaceholder}
          aria-label={TEXTS.xArea.converterPlaceholder}
          onEnterPress={convert}
          maxLength={CONVERTER_TEXT_MAX_LENGTH}
          clearable
        />
        <Button color="primary" onClick={convert} disabled={!supported || text.length === 0}>
          {TEXTS.xArea.convert}
        </Button>
      </div>
      {result && (
        <div className="p120-converter__result" aria-live="polite">
          <span className="p120-converter__label">{TEXTS.xArea.converterResult}</span>
          <code className="p120-converter__hex" data-testid="gbk-hex">
            {result.hex.join(' ')}
          </code>
          {result.unencodable.length > 0 && <p className="p120-message p120-message--error">{TEXTS.xArea.converterUnencodable(result.unencodable.join(''))}</p>}
        </div>
      )}
    </section>
  );
}
