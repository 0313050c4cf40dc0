/**
 * XPath targets for the core journeys, written the way a person finds things: by the words on them.
 * Texts are literal Chinese strings without quotes, so they are put in '…' as they are.
 */
function literal(text: string): string {
  if (text.includes("'")) throw new Error(`locator text with a quote: ${text}`);
  return `'${text}'`;
}

/** A button whose own words are exactly `name` (a spinner or icon inside does not count). */
export function button(name: string): string {
  return `//button[normalize-space(.)=${literal(name)}]`;
}

/** The submit button of a form whose words are exactly `name` (a login tab may carry the same words). */
export function submitButton(name: string): string {
  return `//button[@type='submit'][normalize-space(.)=${literal(name)}]`;
}

/** A tab (role="tab") whose words are exactly `name`. */
export function tab(name: string): string {
  return `//*[@role='tab'][normalize-space(.)=${literal(name)}]`;
}

/**
 * The input, select or textarea a label names, however the label is tied to it: `<label for>` (the
 * label's own text, not its hidden required star), a wrapping `<label>` whose first words or first
 * child say it, or the control's aria-label.
 */
export function labelled(label: string): string {
  const name = literal(label);
  const control = 'self::input or self::select or self::textarea';
  const ways = [
    `//*[@id=//label[normalize-space(text())=${name}]/@for]`,
    `//label[normalize-space(text())=${name} or *[1][normalize-space(.)=${name}]]//*[${control}]`,
    `//*[${control}][@aria-label=${name}]`,
  ];
  return `(${ways.join(' | ')})`;
}

/** An element by its aria-label (icon buttons, landmarks). */
export function ariaLabelled(label: string): string {
  return `//*[@aria-label=${literal(label)}]`;
}

/** An element with this data-testid. */
export function testId(id: string): string {
  return `//*[@data-testid=${literal(id)}]`;
}

/** The innermost element whose words contain `text`. */
export function text(text: string): string {
  return `//*[contains(normalize-space(.), ${literal(text)})][not(*[contains(normalize-space(.), ${literal(text)})])]`;
}

/** `inner` somewhere inside `outer`. */
export function within(outer: string, inner: string): string {
  return `(${outer})${inner.startsWith('//') ? inner : `//${inner}`}`;
}
