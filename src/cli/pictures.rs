//! `hensou replay --format svg|html`: a picture of one position, or one
//! self-contained page to step through a whole record.

use clap::{Args, ValueEnum};

use super::render::{lang, say};
use super::replay::side;
use crate::diagnostic::Severity;
use crate::game::Side;
use crate::messages::Msg;
use crate::msg;
use crate::record::{Element, GameRecord};
use crate::replay::{self, Report};
use crate::svg::{View, esc};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum ReplayFormat {
    #[default]
    Text,
    Json,
    /// The position as a standalone SVG picture.
    Svg,
    /// One HTML page with every ply's picture, to step through.
    Html,
}

/// How pictures are drawn (`--format svg` and `--format html`).
#[derive(Args, Debug, Clone, Default)]
pub struct PictureArgs {
    /// Draw the board as the second player sees it.
    #[arg(long)]
    pub flip: bool,
    /// Draw file and rank names around the board.
    #[arg(long)]
    pub coords: bool,
    /// Do not highlight the last move.
    #[arg(long)]
    pub no_last: bool,
    /// Mark a square (repeatable), e.g. a diagnostic's square.
    #[arg(long = "mark", value_name = "SQUARE")]
    pub marks: Vec<String>,
    /// Draw an arrow (repeatable), e.g. `--arrow e12-g6`.
    #[arg(long = "arrow", value_name = "FROM-TO", value_parser = parse_arrow)]
    pub arrows: Vec<(String, String)>,
}

/// `--arrow FROM-TO`; the reason of a value that is none in the run's
/// language (set before the arguments are parsed).
fn parse_arrow(text: &str) -> Result<(String, String), String> {
    View::parse_arrow(text)
        .ok_or_else(|| super::render::say(crate::msg!("parse-arrow", text = text)))
}

impl PictureArgs {
    pub fn view(&self) -> View {
        View {
            flip: self.flip,
            coords: self.coords,
            last: !self.no_last,
            marks: self.marks.clone(),
            arrows: self.arrows.clone(),
            language: super::render::lang().code(),
            ..View::default()
        }
    }
}

/// Warns about square names of `--mark` and `--arrow` that the game did not read.
pub fn warn_unknown(view: &View, game: &str) {
    for name in view.unknown.borrow().iter() {
        let warning = crate::msg!("replay-no-square", game = game, name = name);
        eprintln!("{}", super::render::say(warning));
    }
}

/// One step of the page: the position after `ply` plies.
struct Step {
    ply: usize,
    /// The move that led here, as written.
    text: String,
    comments: Vec<String>,
    problems: Vec<(bool, String)>,
}

/// What a page shows: a record replayed ply by ply.
pub struct Page<'a> {
    name: &'a str,
    source: &'a str,
    record: &'a GameRecord,
    options: replay::Options,
    steps: Vec<Step>,
    title: String,
    /// The result line, `result: 1-0 (Sente wins, mate)`.
    result: Option<Msg>,
    /// The ply that could not be played, as written.
    failed: Option<(usize, String)>,
}

/// The page's steps: the start, then a step a ply played, each with the
/// comments written after its ply and the diagnostics shown on it.
fn steps(source: &str, record: &GameRecord, report: &Report) -> Vec<Step> {
    let mut steps = vec![Step {
        ply: 0,
        text: String::new(),
        comments: Vec::new(),
        problems: Vec::new(),
    }];
    for p in &report.plies {
        steps.push(Step {
            ply: p.number,
            text: p.text(source).to_string(),
            comments: Vec::new(),
            problems: Vec::new(),
        });
    }
    // A comment belongs to the last ply written before it.
    for e in &record.movetext {
        if let Element::Comment { text, span, .. } = e {
            let k = report
                .plies
                .iter()
                .filter(|p| p.span.offset < span.offset)
                .count();
            steps[k].comments.push(text.trim().to_string());
        }
    }
    // An error of ply n is shown on the position it was tried in, a
    // warning (a lenient reading of a ply that was played) after the ply.
    for p in &report.problems {
        let error = p.severity == Severity::Error;
        let k = p
            .ply
            .map_or(
                steps.len() - 1,
                |n| if error { n.saturating_sub(1) } else { n },
            )
            .min(steps.len() - 1);
        let message = format!("{} [{}]", p.said.message_in(lang(), &p.message), p.code);
        let text = match p.ply {
            Some(n) => say(msg!("frame-ply", ply = n, message = message)),
            None => message,
        };
        steps[k].problems.push((error, text));
    }
    steps
}

/// Collects the plies, comments and diagnostics of a replayed record.
pub fn page<'a>(
    name: &'a str,
    source: &'a str,
    record: &'a GameRecord,
    options: &replay::Options,
    report: &Report,
) -> Page<'a> {
    let steps = steps(source, record, report);
    let failed = report
        .problems
        .iter()
        .filter(|p| p.severity == Severity::Error)
        .find_map(|p| {
            let n = p.ply.filter(|&n| n > report.plies.len())?;
            let written = source.get(p.span.offset..p.span.offset + p.span.len)?;
            Some((n, written.to_string()))
        });
    let session = report.session.as_ref();
    let outcome = session.and_then(|s| s.outcome());
    let result = match (&outcome, session) {
        (Some(o), Some(s)) => {
            let who = o.winner.map_or(msg!("replay-draw"), |w| {
                msg!("replay-wins", side = side(s.side_name(w)))
            });
            let (token, reason) = (o.token(), o.reason.msg());
            Some(msg!(
                "replay-result",
                token = token,
                who = who,
                reason = reason
            ))
        }
        _ => (report.result_token.as_ref()).map(|r| msg!("replay-as-recorded", token = r)),
    };
    let tag = |k: &str| {
        record
            .tags
            .iter()
            .find(|t| t.name.eq_ignore_ascii_case(k))
            .map(|t| t.value.clone())
    };
    // The players, from the tags named after the sides (White/Black,
    // Sente/Gote, Arshe/Soon), first player first.
    let title = match session.map(|s| [s.side_name(Side::First), s.side_name(Side::Second)]) {
        Some([a, b]) => match (tag(a), tag(b)) {
            (Some(x), Some(y)) => {
                let (a, b) = (side(a), side(b));
                say(msg!("page-players", first = x, a = a, second = y, b = b))
            }
            _ => name.to_string(),
        },
        None => name.to_string(),
    };
    Page {
        name,
        source,
        record,
        options: options.clone(),
        steps,
        title,
        result,
        failed,
    }
}

const STYLE: &str = r#"
body{font-family:'Noto Sans CJK JP','Hiragino Sans','Yu Gothic',sans-serif;margin:1em;background:#f6f1e7;color:#222}
main{display:flex;gap:1.5em;align-items:flex-start;flex-wrap:wrap}
#board svg{max-width:min(92vw,720px);height:auto;display:block}
.step[hidden]{display:none}
nav{margin:.6em 0;display:flex;gap:.4em;align-items:center}
nav button{font-size:1.1em;min-width:2.5em}
#moves{max-height:80vh;overflow:auto;min-width:14em;background:#fff;border:1px solid #ccc;padding:.5em}
#moves ol{margin:0;padding-left:2.5em}
#moves li{cursor:pointer;padding:1px 4px}
#moves li.current{background:#f4d35e}
#moves li.bad{color:#b0201b;font-weight:bold}
.comment{color:#555;font-style:italic;margin:.3em 0}
.problem{color:#b0201b;margin:.3em 0}
.warning{color:#8a5a00;margin:.3em 0}
#result{font-weight:bold;margin-top:.6em}
"#;

const SCRIPT: &str = r#"
(function(){
  var steps=document.querySelectorAll('.step');
  var items=document.querySelectorAll('#moves li');
  var cur=0;
  function show(k){
    if(k<0)k=0; if(k>steps.length-1)k=steps.length-1;
    steps[cur].hidden=true; cur=k; steps[cur].hidden=false;
    for(var i=0;i<items.length;i++){items[i].classList.toggle('current',i+1===cur);}
    document.getElementById('plyno').textContent=cur+' / '+(steps.length-1);
    document.body.setAttribute('data-ply',String(cur));
    if(cur>0&&items[cur-1]&&items[cur-1].scrollIntoView){items[cur-1].scrollIntoView({block:'nearest'});}
  }
  document.getElementById('first').onclick=function(){show(0);};
  document.getElementById('prev').onclick=function(){show(cur-1);};
  document.getElementById('next').onclick=function(){show(cur+1);};
  document.getElementById('last').onclick=function(){show(steps.length-1);};
  for(var i=0;i<items.length;i++){(function(k){items[k].onclick=function(){show(k+1);};})(i);}
  document.addEventListener('keydown',function(e){
    if(e.key==='ArrowRight'){show(cur+1);e.preventDefault();}
    else if(e.key==='ArrowLeft'){show(cur-1);e.preventDefault();}
    else if(e.key==='Home'){show(0);e.preventDefault();}
    else if(e.key==='End'){show(steps.length-1);e.preventDefault();}
  });
  show(0);
})();
"#;

impl Page<'_> {
    /// The page: every ply's picture, the move list, comments, diagnostics
    /// and the result; script and style inline, nothing fetched.
    pub fn html(&self, view: &View) -> String {
        let mut boards = String::new();
        for (k, step) in self.steps.iter().enumerate() {
            let mut options = self.options.clone();
            options.stop_after = Some(step.ply);
            let report = replay::run(self.source, self.record, &options);
            let svg = report
                .session
                .as_ref()
                .map_or_else(String::new, |s| s.svg(view));
            let mut notes = String::new();
            for c in &step.comments {
                notes.push_str(&format!("<p class=\"comment\">{}</p>", esc(c)));
            }
            for (error, text) in &step.problems {
                let class = if *error { "problem" } else { "warning" };
                notes.push_str(&format!("<p class=\"{class}\">{}</p>", esc(text)));
            }
            let caption = if k == 0 {
                esc(&say(msg!("page-start")))
            } else {
                format!("{}. {}", step.ply, esc(&step.text))
            };
            boards.push_str(&format!(
                "<section class=\"step\" data-step=\"{k}\"{}>\n<div class=\"caption\">{caption}</div>\n{svg}{notes}</section>\n",
                if k == 0 { "" } else { " hidden" }
            ));
        }
        let mut moves = String::new();
        for step in &self.steps[1..] {
            moves.push_str(&format!(
                "<li value=\"{}\">{}</li>\n",
                step.ply,
                esc(&step.text)
            ));
        }
        if let Some((n, written)) = &self.failed {
            moves.push_str(&format!(
                "<li value=\"{n}\" class=\"bad\" title=\"{}\">{}</li>\n",
                esc(&say(msg!("page-not-played"))),
                esc(written)
            ));
        }
        let result = (self.result.clone()).unwrap_or_else(|| msg!("page-no-result"));
        let result = format!("<div id=\"result\">{}</div>", esc(&say(result)));
        format!(
            "<!DOCTYPE html>\n<html lang=\"ja\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{title}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<h1>{title}</h1>\n<div class=\"source\">{name}</div>\n<nav><button id=\"first\" title=\"Home\">«</button><button id=\"prev\" title=\"←\">◀</button><span id=\"plyno\"></span><button id=\"next\" title=\"→\">▶</button><button id=\"last\" title=\"End\">»</button></nav>\n<main>\n<div id=\"board\">\n{boards}</div>\n<div id=\"moves\"><ol>\n{moves}</ol>{result}</div>\n</main>\n<script>{SCRIPT}</script>\n</body>\n</html>\n",
            title = esc(&self.title),
            name = esc(self.name),
        )
    }
}
