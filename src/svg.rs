//! Standalone SVG pictures of positions: the primitives every game's
//! `svg.rs` draws with (canvas, board grid, piece glyph, text, arrow,
//! highlight), and [`View`], what the reader asked to see.
//!
//! Plain string building: no fonts are embedded and none are fetched; text
//! names generic font families, so a viewer without the CJK fonts still
//! draws something.

use std::fmt::Write;

/// Font families for Japanese piece names (mincho first, as on real pieces).
pub const SERIF: &str =
    "'Hiragino Mincho ProN','Yu Mincho','Noto Serif CJK JP','Noto Sans CJK JP',serif";
/// Font families for labels.
pub const SANS: &str = "'Noto Sans CJK JP','Hiragino Sans','Yu Gothic',sans-serif";

pub const INK: &str = "#222";
pub const LAST: &str = "#f4d35e";
pub const MARK: &str = "#e4572e";
pub const ARROW: &str = "#2a7ab0";

/// What the reader asked to see, in the game's own square names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct View {
    /// Draw the board as the second player sees it.
    pub flip: bool,
    /// Draw file and rank names around the board.
    pub coords: bool,
    /// Highlight the squares of the last move.
    pub last: bool,
    /// Squares to mark (a diagnostic's squares).
    pub marks: Vec<String>,
    /// Arrows from one square to another.
    pub arrows: Vec<(String, String)>,
    /// Square names of marks and arrows that the game did not read, so that
    /// the caller can say so instead of dropping them silently.
    pub unknown: std::cell::RefCell<Vec<String>>,
    /// The language of the captions beside the board, by its code (`ja`);
    /// empty for English. A code, as the catalogue's layer is not below
    /// this one: `View::lang` reads it.
    pub language: &'static str,
}

impl View {
    /// Reads a square name with the game's `cell_of`, noting names it
    /// does not know.
    pub fn cell(&self, name: &str, cell_of: impl Fn(&str) -> Option<(u8, u8)>) -> Option<(u8, u8)> {
        let cell = cell_of(name);
        if cell.is_none() {
            let mut unknown = self.unknown.borrow_mut();
            if !unknown.iter().any(|u| u == name) {
                unknown.push(name.to_string());
            }
        }
        cell
    }
    /// Reads `e12-g6` (also `e12g6` when both names end in a digit).
    pub fn parse_arrow(text: &str) -> Option<(String, String)> {
        let (a, b) = text.split_once(['-', ':', '>'])?;
        (!a.is_empty() && !b.is_empty()).then(|| (a.trim().to_string(), b.trim().to_string()))
    }
}

/// Escapes text for SVG and HTML.
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// An SVG document being written.
pub struct Canvas {
    width: f32,
    height: f32,
    body: String,
    title: String,
}

impl Canvas {
    pub fn new(width: f32, height: f32, title: &str) -> Canvas {
        Canvas {
            width,
            height,
            body: String::new(),
            title: title.to_string(),
        }
    }

    /// Raw SVG, for a shape no primitive covers.
    pub fn raw(&mut self, svg: &str) {
        self.body.push_str(svg);
        self.body.push('\n');
    }

    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, fill: &str, stroke: &str) {
        let _ = writeln!(
            self.body,
            r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" fill="{fill}" stroke="{stroke}"/>"#
        );
    }

    pub fn line(&mut self, a: (f32, f32), b: (f32, f32), stroke: &str, width: f32) {
        let _ = writeln!(
            self.body,
            r#"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{stroke}" stroke-width="{width}"/>"#,
            a.0, a.1, b.0, b.1
        );
    }

    pub fn circle(&mut self, c: (f32, f32), r: f32, fill: &str, stroke: &str, width: f32) {
        let _ = writeln!(
            self.body,
            r#"<circle cx="{:.1}" cy="{:.1}" r="{r:.1}" fill="{fill}" stroke="{stroke}" stroke-width="{width}"/>"#,
            c.0, c.1
        );
    }

    /// Text centred on `at`, turned `rotate` degrees about it.
    pub fn text(&mut self, at: (f32, f32), size: f32, text: &str, style: TextStyle) {
        let turn = if style.rotate != 0.0 {
            format!(
                r#" transform="rotate({} {:.1} {:.1})""#,
                style.rotate, at.0, at.1
            )
        } else {
            String::new()
        };
        let weight = if style.bold {
            r#" font-weight="bold""#
        } else {
            ""
        };
        let _ = writeln!(
            self.body,
            r#"<text x="{:.1}" y="{:.1}" font-size="{size:.1}" font-family="{}" fill="{}" text-anchor="{}" dominant-baseline="central"{weight}{turn}>{}</text>"#,
            at.0,
            at.1,
            style.font,
            style.fill,
            style.anchor,
            esc(text)
        );
    }

    /// A translucent square under a piece: the last move or a mark.
    pub fn highlight(&mut self, (x, y): (f32, f32), size: f32, colour: &str) {
        let _ = writeln!(
            self.body,
            r#"<rect class="hl" x="{x:.1}" y="{y:.1}" width="{size:.1}" height="{size:.1}" fill="{colour}" fill-opacity="0.55"/>"#
        );
    }

    /// A ring around a point (marks on lattice boards).
    pub fn ring(&mut self, c: (f32, f32), r: f32, colour: &str) {
        self.circle(c, r, "none", colour, 4.0);
    }

    /// An arrow from `a` to `b` with its head at `b`.
    pub fn arrow(&mut self, a: (f32, f32), b: (f32, f32), colour: &str, width: f32) {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ux, uy) = (dx / len, dy / len);
        let head = width * 3.5;
        let base = (b.0 - ux * head, b.1 - uy * head);
        let side = (-uy * head * 0.6, ux * head * 0.6);
        let _ = writeln!(
            self.body,
            r#"<g class="arrow" opacity="0.8"><line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{colour}" stroke-width="{width}" stroke-linecap="round"/><polygon points="{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}" fill="{colour}"/></g>"#,
            a.0,
            a.1,
            base.0,
            base.1,
            b.0,
            b.1,
            base.0 + side.0,
            base.1 + side.1,
            base.0 - side.0,
            base.1 - side.1,
        );
    }

    /// The shogi piece shape (a pentagon pointing at the opponent) with its
    /// name, centred on `c`; `turned` draws it for the second player.
    pub fn shogi_piece(&mut self, c: (f32, f32), size: f32, name: &str, glyph: PieceGlyph) {
        let (w, h) = (size * 0.78, size * 0.9);
        let (x0, x1) = (c.0 - w / 2.0, c.0 + w / 2.0);
        let (top, shoulder, bottom) = (c.1 - h / 2.0, c.1 - h * 0.28, c.1 + h / 2.0);
        let rot = if glyph.turned { 180.0 } else { 0.0 };
        let chars: Vec<char> = name.chars().collect();
        let _ = writeln!(
            self.body,
            r##"<g class="piece" transform="rotate({rot} {:.1} {:.1})"><polygon points="{:.1},{top:.1} {:.1},{shoulder:.1} {:.1},{bottom:.1} {:.1},{bottom:.1} {:.1},{shoulder:.1}" fill="{}" stroke="#6b5a3a" stroke-width="1.2"/>"##,
            c.0,
            c.1,
            c.0,
            x1 - w * 0.1,
            x1,
            x0,
            x0 + w * 0.1,
            glyph.fill,
        );
        let style = TextStyle {
            fill: glyph.ink,
            ..TextStyle::serif()
        };
        if chars.len() >= 2 {
            let s = size * 0.36;
            self.text((c.0, c.1 - s * 0.45), s, &chars[0].to_string(), style);
            let rest: String = chars[1..].iter().collect();
            self.text((c.0, c.1 + s * 0.6), s, &rest, style);
        } else {
            self.text((c.0, c.1 + size * 0.05), size * 0.52, name, style);
        }
        self.body.push_str("</g>\n");
    }

    pub fn finish(self) -> String {
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" role=\"img\">\n<title>{}</title>\n<rect width=\"{w}\" height=\"{h}\" fill=\"#fdfaf3\"/>\n{}</svg>\n",
            esc(&self.title),
            self.body,
            w = self.width,
            h = self.height,
        )
    }
}

/// How a shogi-style piece is drawn.
#[derive(Clone, Copy, Debug)]
pub struct PieceGlyph {
    pub turned: bool,
    pub fill: &'static str,
    pub ink: &'static str,
}

impl PieceGlyph {
    pub fn of(turned: bool) -> PieceGlyph {
        PieceGlyph {
            turned,
            fill: "#f3d9a4",
            ink: INK,
        }
    }
    pub fn promoted(mut self) -> PieceGlyph {
        self.ink = "#b0201b";
        self
    }
}

/// Font, colour, alignment and turn of a text.
#[derive(Clone, Copy, Debug)]
pub struct TextStyle {
    pub font: &'static str,
    pub fill: &'static str,
    pub anchor: &'static str,
    pub rotate: f32,
    pub bold: bool,
}

impl TextStyle {
    pub fn sans() -> TextStyle {
        TextStyle {
            font: SANS,
            fill: INK,
            anchor: "middle",
            rotate: 0.0,
            bold: false,
        }
    }
    pub fn serif() -> TextStyle {
        TextStyle {
            font: SERIF,
            ..TextStyle::sans()
        }
    }
    pub fn left(mut self) -> TextStyle {
        self.anchor = "start";
        self
    }
    pub fn colour(mut self, fill: &'static str) -> TextStyle {
        self.fill = fill;
        self
    }
}

/// A board of `cols` x `rows` cells of `cell` pixels whose top-left corner
/// is at `origin`; `flip` turns it 180° (cells are given unflipped, column
/// 0 left and row 0 top as the first player sees it).
#[derive(Clone, Copy, Debug)]
pub struct Grid {
    pub cols: u8,
    pub rows: u8,
    pub cell: f32,
    pub origin: (f32, f32),
    pub flip: bool,
}

impl Grid {
    /// A board of `cols` x `rows` cells with `margin` around it and a band
    /// of `band` above and below for hands; the canvas's width and height.
    pub fn framed(
        cols: u8,
        rows: u8,
        cell: f32,
        margin: f32,
        band: f32,
        flip: bool,
    ) -> (Grid, f32, f32) {
        let grid = Grid {
            cols,
            rows,
            cell,
            origin: (margin, margin + band),
            flip,
        };
        let width = grid.width() + 2.0 * margin + 20.0;
        let height = grid.height() + 2.0 * (margin + band);
        (grid, width, height)
    }
    /// Highlights cells (the squares of the last move).
    pub fn highlight_cells(&self, c: &mut Canvas, cells: impl IntoIterator<Item = (u8, u8)>) {
        for (col, row) in cells {
            c.highlight(self.corner(col, row), self.cell, LAST);
        }
    }
    fn turn(&self, col: u8, row: u8) -> (u8, u8) {
        if self.flip {
            (self.cols - 1 - col, self.rows - 1 - row)
        } else {
            (col, row)
        }
    }
    /// Top-left corner of a cell.
    pub fn corner(&self, col: u8, row: u8) -> (f32, f32) {
        let (c, r) = self.turn(col, row);
        (
            self.origin.0 + c as f32 * self.cell,
            self.origin.1 + r as f32 * self.cell,
        )
    }
    /// Centre of a cell.
    pub fn centre(&self, col: u8, row: u8) -> (f32, f32) {
        let (x, y) = self.corner(col, row);
        (x + self.cell / 2.0, y + self.cell / 2.0)
    }
    pub fn width(&self) -> f32 {
        self.cols as f32 * self.cell
    }
    pub fn height(&self) -> f32 {
        self.rows as f32 * self.cell
    }

    /// Cell lines and a thicker frame.
    pub fn draw(&self, c: &mut Canvas, fill: &str) {
        let (x0, y0) = self.origin;
        c.rect(x0, y0, self.width(), self.height(), fill, INK);
        for i in 1..self.cols {
            let x = x0 + i as f32 * self.cell;
            c.line((x, y0), (x, y0 + self.height()), INK, 1.0);
        }
        for j in 1..self.rows {
            let y = y0 + j as f32 * self.cell;
            c.line((x0, y), (x0 + self.width(), y), INK, 1.0);
        }
        c.raw(&format!(
            r#"<rect x="{x0:.1}" y="{y0:.1}" width="{:.1}" height="{:.1}" fill="none" stroke="{INK}" stroke-width="2.5"/>"#,
            self.width(),
            self.height()
        ));
    }

    /// Column names above and row names to the right (after the flip).
    pub fn labels(&self, c: &mut Canvas, cols: &[String], rows: &[String]) {
        let size = (self.cell * 0.3).clamp(10.0, 16.0);
        for (i, name) in cols.iter().enumerate() {
            let (x, _) = self.centre(i as u8, 0);
            c.text(
                (x, self.origin.1 - size * 0.8),
                size,
                name,
                TextStyle::sans(),
            );
        }
        for (j, name) in rows.iter().enumerate() {
            let (_, y) = self.centre(0, j as u8);
            c.text(
                (self.origin.0 + self.width() + size * 0.9, y),
                size,
                name,
                TextStyle::sans(),
            );
        }
    }

    /// The view's marks and arrows, with `cell_of` reading square names
    /// into (column, row).
    pub fn overlays(
        &self,
        c: &mut Canvas,
        view: &View,
        cell_of: impl Fn(&str) -> Option<(u8, u8)>,
    ) {
        for m in &view.marks {
            if let Some((col, row)) = view.cell(m, &cell_of) {
                c.highlight(self.corner(col, row), self.cell, MARK);
            }
        }
    }

    /// The view's arrows (drawn last, over the pieces).
    pub fn arrows(&self, c: &mut Canvas, view: &View, cell_of: impl Fn(&str) -> Option<(u8, u8)>) {
        for (a, b) in &view.arrows {
            if let (Some(a), Some(b)) = (view.cell(a, &cell_of), view.cell(b, &cell_of)) {
                c.arrow(
                    self.centre(a.0, a.1),
                    self.centre(b.0, b.1),
                    ARROW,
                    self.cell * 0.12,
                );
            }
        }
    }
}

/// The text diagram in an SVG, for a game without a picture of its own.
pub fn text_picture(title: &str, diagram: &str) -> String {
    let lines: Vec<&str> = diagram.lines().collect();
    let width = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0) as f32 * 11.0 + 20.0;
    let mut c = Canvas::new(width, lines.len() as f32 * 20.0 + 20.0, title);
    for (i, l) in lines.iter().enumerate() {
        c.raw(&format!(
            r#"<text x="10" y="{}" font-family="monospace" font-size="16" xml:space="preserve">{}</text>"#,
            24 + i * 20,
            esc(l)
        ));
    }
    c.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn svg_escapes_and_parses_arrows() {
        assert_eq!(esc("a<b&\"c\""), "a&lt;b&amp;&quot;c&quot;");
        assert_eq!(
            View::parse_arrow("e12-g6"),
            Some(("e12".into(), "g6".into()))
        );
        assert_eq!(View::parse_arrow("e12"), None);
    }

    #[test]
    fn svg_grid_flips() {
        let g = Grid {
            cols: 3,
            rows: 3,
            cell: 10.0,
            origin: (0.0, 0.0),
            flip: true,
        };
        assert_eq!(g.corner(0, 0), (20.0, 20.0));
        let c = Canvas::new(10.0, 10.0, "t").finish();
        assert!(c.starts_with("<svg") && c.contains("<title>t</title>"));
    }
}
