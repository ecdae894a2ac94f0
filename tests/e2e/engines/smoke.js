// One whole turn against the computer, by clicks, in whichever browser runs this page
// (tests/e2e/test_engines.py evaluates it through each engine's driver). `choose` is the
// source of tests/e2e/play.py's CHOOSE: what the page shows, and the next thing to click.
// Resolves with what happened; rejects with what went wrong.
window.__smoke = async function (choose, timeoutMs) {
  const read = (0, eval)(choose);
  const html = document.documentElement;
  const deadline = performance.now() + timeoutMs;
  // the page's next drawing (or a moment later, to look again): a wait for an event
  const drawn = () => new Promise((done) => {
    const watch = new MutationObserver(() => { watch.disconnect(); clearTimeout(timer); done(); });
    const timer = setTimeout(() => { watch.disconnect(); done(); }, 250);
    watch.observe(html, { attributes: true, attributeFilter: ["data-rendered"] });
  });
  const settled = () => window.australiaRelay.settled();
  const field = (name) => document.querySelector(`[data-field="${name}"]`);
  const change = (element) => element.dispatchEvent(new Event("change", { bubbles: true }));

  // the form: two players, the second the computer (easy), Ann starts
  document.querySelector('[data-command="new-game"]') && document.querySelector('[data-command="new-game"]').click();
  await settled();
  field("count").value = "2";
  change(field("count"));
  await settled();
  const seat = field("seat1");
  seat.value = "easy";
  change(seat);
  await settled();
  const start = field("start");
  if (start) { start.value = "0"; change(start); await settled(); }
  document.querySelector('[data-command="start"]').click();
  await settled();

  let sawPersonTurn = false, sawComputer = false, steps = 0;
  for (;;) {
    if (performance.now() > deadline) throw new Error(`no whole turn in time (after ${steps} steps)`);
    const info = read();
    const game = document.querySelector(".game");
    if (info.over) throw new Error("the game ended before a whole turn");
    if (game && info.phase === "turn" && info.current === "0") {
      if (sawComputer) return { steps, moment: Number(game.dataset.moment) };
      sawPersonTurn = true;
    }
    if (game && info.computer === "true") {
      if (sawPersonTurn) sawComputer = true;
      await drawn();
      continue;
    }
    const act = info.act;
    if (act.how === "none") { await drawn(); continue; }
    // a click, as a pointer makes one (a shape of the map is SVG: no click() of its own); a
    // flight that play.py makes by keyboard is a click here
    document.querySelector(act.selector).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 1 }));
    steps += 1;
    await settled();
  }
};
