// What the page and the embed share to show a checked record as a viewer:
// labels in each language's own word order, the variations' list, and the
// line (main or a variation) being stepped through. Both draw only what
// the library (compiled to WebAssembly) answers.
'use strict';

/// A diagnostic's words in the language the record was checked in: the
/// library's localized texts where it has them, else its English ones.
function hensouSaid(d) {
  const l = d.localized || {};
  return { message: l.message || d.message, label: l.label || d.label, help: l.help || d.help };
}

/// Labels that hold a number, each in its language's order: `ply 12` but
/// `12手目`, `2 games` but `2局`.
const HENSOU_LABELS = {
  en: {
    ply: (n) => `ply ${n}`,
    plyOf: (n, total) => `ply ${n} of ${total}`,
    plies: (n) => `${n} ${n === 1 ? 'ply' : 'plies'}`,
    gamesSummary: (n, valid, invalid) => `${n} ${n === 1 ? 'game' : 'games'}: ${valid} valid, ${invalid} invalid`,
    gameOf: (total) => `of ${total}`,
    more: (n) => `and ${n} more`,
    refused: (n) => `ply ${n} is refused`,
    variationAt: (n) => `variation at ply ${n}`,
    colon: ': ',
    wins: (side) => `${side} wins`,
    side: (name) => name,
    board: (where, side) => `board, ${where}, ${side} to move`,
    start: 'start',
    mainLine: 'main line',
    variations: 'Variations',
    backToMain: 'Back to the main line',
    keys: 'Keys: ← → step, Home End, N next problem',
    first: 'first ply', prev: 'previous ply', next: 'next ply', last: 'last ply',
    valid: 'valid', invalid: 'invalid', unknown: 'game not told', moves: 'Moves', record: 'Record',
    help: 'help',
  },
  ja: {
    ply: (n) => `${n}手目`,
    plyOf: (n, total) => `${n}手目 / ${total}`,
    plies: (n) => `${n}手`,
    gamesSummary: (n, valid, invalid) => `${n}局：正しい${valid}局、誤りあり${invalid}局`,
    gameOf: (total) => `/ ${total}局`,
    more: (n) => `ほか${n}局`,
    refused: (n) => `${n}手目は反則`,
    variationAt: (n) => `${n}手目からの変化`,
    colon: '：',
    wins: (side) => `${side}の勝ち`,
    side: (name) => ({ Sente: '先手', Gote: '後手', White: '白', Black: '黒' })[name] || name,
    board: (where, side) => `盤面、${where}、${side}の手番`,
    start: '開始局面',
    mainLine: '本譜',
    variations: '変化',
    backToMain: '本譜に戻る',
    keys: 'キー：← → で1手ずつ、Home End、N で次の問題',
    first: '最初', prev: '1手戻る', next: '1手進む', last: '最後',
    valid: '正しい', invalid: '誤りあり', unknown: 'ゲーム不明', moves: '指し手', record: '棋譜',
    help: 'ヒント',
  },
};

const hensouLabels = (lang) => HENSOU_LABELS[lang] || HENSOU_LABELS.en;

/// Starts the library from the module embedded as base64 (HENSOU_WASM):
/// a page opened from disk may not fetch it.
async function hensouStart() {
  const binary = atob(HENSOU_WASM);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  await wasm_bindgen({ module_or_path: bytes });
}

/// The line a viewer steps through: the game's own (`path` null) or a
/// variation (`path` `0`, `0,1`: an index at each depth of the tree), and
/// the ply shown, counted from the game's start.
class HensouLine {
  constructor(checked, game, plies) {
    this.checked = checked;
    this.game = game;
    this.mainPlies = plies;
    this.path = null;
    this.length = plies;
    this.ply = 0;
  }

  /// The board at `ply` of the line, clamped to it: the library's answer.
  board(ply, flip) {
    this.ply = Math.max(0, Math.min(ply, this.length));
    if (this.path === null) return JSON.parse(this.checked.board(this.game, this.ply, flip));
    const board = JSON.parse(this.checked.line_board(this.game, this.path, this.ply, flip));
    if (board) {
      this.length = board.length;
      this.ply = board.ply;
    }
    return board;
  }

  /// Follows the variation at `path`: its length is known once a board
  /// of it is asked for.
  follow(path) {
    this.path = path;
    this.length = Infinity;
  }

  main() {
    this.path = null;
    this.length = this.mainPlies;
  }
}

/// The variations' tree as nested lists, each item a button that calls
/// `pick(path, fromPly)`; `current` is the path followed.
function hensouVariations(tree, labels, pick, current, prefix = '') {
  const list = document.createElement('ol');
  list.className = 'hensou-variations';
  tree.forEach((line, k) => {
    const path = prefix ? `${prefix},${k}` : String(k);
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'hensou-variation';
    button.dataset.path = path;
    button.dataset.from = line.from_ply;
    if (path === current) button.setAttribute('aria-current', 'true');
    button.textContent = `${labels.variationAt(line.from_ply)}${labels.colon}${line.moves.join(' ')}`;
    button.addEventListener('click', () => pick(path, line.from_ply));
    item.append(button);
    if (line.variations.length) item.append(hensouVariations(line.variations, labels, pick, current, path));
    list.append(item);
  });
  return list;
}

/// The viewer's keys: the ply to go to for `key`, or `undefined`; `next`
/// and `previous` problems are asked of `problem`.
function hensouKey(e, line, problem) {
  if (e.altKey || e.ctrlKey || e.metaKey) return undefined;
  switch (e.key) {
    case 'ArrowRight': return line.ply + 1;
    case 'ArrowLeft': return line.ply - 1;
    case 'Home': return 0;
    case 'End': return line.length;
    case 'n': return problem(1);
    case 'N': case 'p': return problem(-1);
    default: return undefined;
  }
}
