// Links that carry a record: the text, deflated and in base64url, in the
// URL's fragment, which browsers never send to any server. Opening such a
// link checks the record on the reader's own machine.
'use strict';

/// The longest link made, in characters. Chromium opens links of 2 MB;
/// Safari's address bar and Firefox's are said to hold some 64 K
/// characters, and what a link is pasted into may cut it sooner: half of
/// that is kept to.
const HENSOU_LINK_LIMIT = 32000;

function hensouBase64url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function hensouFromBase64url(text) {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function hensouThrough(bytes, stream) {
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());
}

/// The fragment (without `#`) of a link to `text`, with the page's
/// choices (`reading`, `game`) that differ from detecting.
async function hensouPack(text, choices) {
  const packed = await hensouThrough(new TextEncoder().encode(text), new CompressionStream('deflate-raw'));
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(choices || {})) if (value && value !== 'auto') params.set(key, value);
  const rest = params.toString();
  return `r=${hensouBase64url(packed)}${rest ? `&${rest}` : ''}`;
}

/// The record and choices a fragment carries, or null when it carries none.
async function hensouUnpack(fragment) {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const data = params.get('r');
  if (!data) return null;
  const bytes = await hensouThrough(hensouFromBase64url(data), new DecompressionStream('deflate-raw'));
  params.delete('r');
  return { text: new TextDecoder().decode(bytes), choices: Object.fromEntries(params) };
}

/// Makes a link to the text checked, shows it and copies it.
async function makeLink() {
  // The text as the library decoded it: a file may be in Shift_JIS.
  const text = state.view && state.view.whole ? state.view.text : new TextDecoder().decode(state.bytes || new Uint8Array());
  const name = state.name === 'pasted.txt' ? '' : state.name;
  const fragment = await hensouPack(text, { reading: $('reading').value, game: $('game').value, name });
  const url = `${location.href.split('#')[0]}#${fragment}`;
  const fits = url.length <= HENSOU_LINK_LIMIT;
  $('link-box').hidden = false;
  $('link-url').hidden = !fits;
  $('link-url').value = fits ? url : '';
  $('link-note').textContent = fits ? `${t('link-made')} (${url.length.toLocaleString(state.lang)} ${t('characters')})`
    : `${t('link-long')} (${url.length.toLocaleString(state.lang)} / ${HENSOU_LINK_LIMIT.toLocaleString(state.lang)} ${t('characters')}).`;
  document.body.dataset.link = fits ? url.length : 0;
  if (!fits) return;
  $('link-url').select();
  if (navigator.clipboard) navigator.clipboard.writeText(url).catch(() => {});
}

/// Checks the record the address's fragment carries, if it carries one.
async function openLink() {
  let record = null;
  try {
    record = await hensouUnpack(location.hash);
  } catch (e) {
    $('failure').textContent = `${t('link')}: ${String(e.message || e)}`;
    $('failure').hidden = false;
  }
  if (!record) return;
  for (const id of ['reading', 'game']) {
    const value = record.choices[id];
    if (value && [...$(id).options].some((o) => o.value === value)) $(id).value = value;
  }
  $('paste').value = record.text;
  load(record.choices.name || 'pasted.txt', new TextEncoder().encode(record.text), false);
  state.loadedText = record.text;
}
