/**
 * The Python side of a code cell (Python source, run once in Pyodide after INSTRUMENT_PY): the
 * program's API (`board`, `net`, `visit`, `unvisit`, `log`, the module `knight`), the builtins a
 * program sees (no files, no page, no network), the limits, and the calls run-python.ts makes:
 * `begin_run`, `load_program`, `call_entry`, `kept_events`. Everything crosses to JavaScript as
 * JSON text, so no proxy objects live past a call.
 *
 * The board is built here from the library's plain data (src/lib/code/board-api.ts), so
 * `board.neighbors(s)` is a Python dictionary look-up, not a call into JavaScript; visit and
 * unvisit are counted here and only the first `keep` events are kept (an array of int32).
 */
export const KNIGHT_API_PY = String.raw`
import builtins as _builtins
import json as _json
import sys as _sys
import time as _time
import types as _types
from array import array as _array

# --- limits -----------------------------------------------------------------------------------


class _Stop(BaseException):
    """Ends a run: not an Exception, so a program's except Exception: does not swallow it."""


class TimeLimit(_Stop):
    pass


class StepLimit(_Stop):
    pass


class Forbidden(_Stop):
    """Something a code cell does not offer: files, the page, the network."""


_CLOCK_EVERY = 1000
_run = {'time_ms': 5000, 'steps': 20_000_000}
_deadline = 0.0
_ticks_left = 0
_steps_left = 0
_expired = False


def __ktn_tick__(line):
    """Counts one pass of a loop or call; looks at the clock every _CLOCK_EVERY passes."""
    global _ticks_left
    _ticks_left -= 1
    if _ticks_left < 0:
        _check_clock()


def _check_clock():
    global _ticks_left, _expired
    _ticks_left = _CLOCK_EVERY
    if _expired or _time.perf_counter() > _deadline:
        _expired = True
        _ticks_left = 0
        raise TimeLimit()


def __ktn_iter__(iterable, line):
    """Yields the items of a comprehension's iterable, ticking once per item."""
    for item in iterable:
        __ktn_tick__(line)
        yield item


# --- steps and printed lines ------------------------------------------------------------------

_size = 0
_shape = ''
_visits = 0
_unvisits = 0
_keep = 0
_kept = 0
_events = _array('i')
_log_keep = 1000
_log_kept = 0
_logs_dropped = 0
_emit_line = None


def _bad_square(call, square):
    raise ValueError(
        f'{call}({square!r}): a square is a whole number from 0 to {_size - 1} on this {_shape} board.'
    )


def visit(square):
    """Reports that the search steps onto square."""
    global _visits, _steps_left, _kept
    if square.__class__ is not int or square < 0 or square >= _size:
        _bad_square('visit', square)
    if _steps_left <= 0:
        raise StepLimit()
    _steps_left -= 1
    _visits += 1
    if _kept < _keep:
        _events.append(square + 1)
        _kept += 1


def unvisit(square):
    """Reports that the search steps back off square."""
    global _unvisits, _steps_left, _kept
    if square.__class__ is not int or square < 0 or square >= _size:
        _bad_square('unvisit', square)
    if _steps_left <= 0:
        raise StepLimit()
    _steps_left -= 1
    _unvisits += 1
    if _kept < _keep:
        _events.append(-(square + 1))
        _kept += 1


def _emit(line):
    global _log_kept, _logs_dropped
    if _log_kept >= _log_keep:
        _logs_dropped += 1
        return
    _log_kept += 1
    _emit_line(line)


def log(*values):
    """Prints the values on one line, separated by spaces."""
    _emit(' '.join(str(value) for value in values))


class _LogWriter:
    """A file-like object whose lines go to the cell's log (print, sys.stdout)."""

    def __init__(self):
        self._partial = ''

    def write(self, text):
        text = self._partial + str(text)
        *lines, self._partial = text.split('\n')
        for line in lines:
            _emit(line)
        return len(text)

    def flush(self):
        if self._partial:
            _emit(self._partial)
            self._partial = ''


_stdout = _LogWriter()


def _print(*values, sep=' ', end='\n', file=None, flush=False):
    _builtins.print(*values, sep=sep, end=end, file=_stdout if file is None else file)


# --- the board and the network ----------------------------------------------------------------


class Board:
    """The board solve(board) receives: its size, start, holes and a knight's moves."""

    __slots__ = ('rows', 'cols', 'size', 'start', 'closed', 'holes', '_moves', '_names', '_squares')

    def __repr__(self):
        start = 'any' if self.start is None else self._names[self.start]
        closed = ', closed' if self.closed else ''
        return f'Board({self.rows}×{self.cols}, start {start}{closed})'

    def _bad(self, call, s):
        raise ValueError(
            f'board.{call}({s!r}): a square is a whole number from 0 to {self.size - 1} '
            f'on this {self.rows}×{self.cols} board.'
        )

    def neighbors(self, s):
        """The squares a knight's move from s, holes left out, in Warnsdorff's 'first' order."""
        try:
            return list(self._moves[s])
        except (KeyError, TypeError):
            self._bad('neighbors', s)

    def name(self, s):
        """The algebraic name of s (a8 is square 0 on 8×8)."""
        try:
            return self._names[s]
        except (IndexError, TypeError):
            self._bad('name', s)

    def square(self, name):
        """The square with this algebraic name."""
        s = self._squares.get(str(name).strip().lower())
        if s is None:
            raise ValueError(
                f'board.square({name!r}): no such square; names run from '
                f'{self._names[self.size - self.cols]} to {self._names[self.cols - 1]}.'
            )
        return s

    def row(self, s):
        """The row of s (0 is the top row as drawn)."""
        if s.__class__ is not int or s < 0 or s >= self.size:
            self._bad('row', s)
        return s // self.cols

    def col(self, s):
        """The column of s (0 is file a)."""
        if s.__class__ is not int or s < 0 or s >= self.size:
            self._bad('col', s)
        return s % self.cols


class Net:
    """The network sweep(net) receives; the sweep changes net.U and net.V in place."""

    def __init__(self, data):
        self.rows = data['rows']
        self.cols = data['cols']
        self.size = data['size']
        self.edges = [tuple(edge) for edge in data['edges']]
        self.edgesAt = data['edgesAt']
        self.U = data['U']
        self.V = data['V']
        self.order = data['order']
        self.sweep = data['sweep']
        self.seed = data['seed']

    def __repr__(self):
        return f'Net({self.rows}×{self.cols}, {len(self.edges)} neurons, sweep {self.sweep})'


_moves_cache = {}


def _board(data):
    """Builds a Board from the library's plain data; boards of one size share their moves."""
    key = (data['rows'], data['cols'], tuple(data['holes']))
    shared = _moves_cache.get(key)
    if shared is None:
        names = tuple(data['names'])
        moves = {s: tuple(ns) for s, ns in enumerate(data['neighbors'])}
        shared = (moves, names, {name: s for s, name in enumerate(names)})
        _moves_cache.clear()
        _moves_cache[key] = shared
    board = Board()
    board.rows = data['rows']
    board.cols = data['cols']
    board.size = data['size']
    board.start = data['start']
    board.closed = data['closed']
    board.holes = list(data['holes'])
    board._moves, board._names, board._squares = shared
    return board


# --- what a program may use -------------------------------------------------------------------

_ALLOWED_MODULES = frozenset(
    'math random itertools functools collections heapq bisect typing dataclasses copy operator '
    'string re time array enum statistics fractions decimal abc numbers json textwrap pprint '
    '__future__'.split()
)
_MODULE_LIST = 'knight, ' + ', '.join(sorted(m for m in _ALLOWED_MODULES if m != '__future__'))
_NO_REACH = 'a program here has no files, network or page; it works with what its function is given'


def _forbidden(name, why=_NO_REACH):
    def refuse(*args, **kwargs):
        raise Forbidden(f'{name} is not available in a code cell: {why}.')

    refuse.__name__ = name.rstrip('()')
    return refuse


knight = _types.ModuleType('knight', 'The code cell API: visit, unvisit, log.')
knight.visit = visit
knight.unvisit = unvisit
knight.log = log
knight.__all__ = ['visit', 'unvisit', 'log']

_MAX_RECURSION = 2000


def _set_recursion_limit(limit):
    """sys.setrecursionlimit, held at _MAX_RECURSION: deeper would overflow the browser's stack."""
    _sys.setrecursionlimit(max(50, min(int(limit), _MAX_RECURSION)))


_user_sys = _types.ModuleType('sys', 'The parts of sys a code cell offers.')
_user_sys.setrecursionlimit = _set_recursion_limit
_user_sys.getrecursionlimit = _sys.getrecursionlimit
_user_sys.maxsize = _sys.maxsize
_user_sys.version = _sys.version
_user_sys.version_info = _sys.version_info
_user_sys.stdout = _stdout
_user_sys.stderr = _stdout
_user_sys.argv = ['cell']


def _import(name, globals=None, locals=None, fromlist=(), level=0):
    top = name.partition('.')[0]
    if level == 0 and top == 'knight':
        return knight
    if level == 0 and top == 'sys':
        return _user_sys
    if level != 0 or top not in _ALLOWED_MODULES:
        shown = '.' * level + name
        raise Forbidden(
            f'import {shown} is not available in a code cell: {_NO_REACH}. '
            f'Modules you can import: {_MODULE_LIST}.'
        )
    return _builtins.__import__(name, globals, locals, fromlist, level)


def _check_attribute(name):
    if isinstance(name, str) and (refused_attribute(name) or refused_name(name)):
        raise Forbidden(f'The attribute {name} is not available in a code cell: {_NO_REACH}.')
    return name


def _getattr(obj, name, *default):
    return _builtins.getattr(obj, _check_attribute(name), *default)


def _setattr(obj, name, value):
    return _builtins.setattr(obj, _check_attribute(name), value)


def _delattr(obj, name):
    return _builtins.delattr(obj, _check_attribute(name))


def _hasattr(obj, name):
    return _builtins.hasattr(obj, _check_attribute(name))


def _user_builtins():
    names = dict(_builtins.__dict__)
    names.update(
        getattr=_getattr,
        setattr=_setattr,
        delattr=_delattr,
        hasattr=_hasattr,
        # Code from text would run unchecked and unguarded; the scopes' dictionaries hold the guard.
        exec=_forbidden('exec()', 'write the code itself instead'),
        eval=_forbidden('eval()', 'write the expression itself instead'),
        compile=_forbidden('compile()', 'write the code itself instead'),
        globals=_forbidden('globals()', 'use your own variables'),
        locals=_forbidden('locals()', 'use your own variables'),
        vars=_forbidden('vars()', 'use your own variables'),
        __import__=_import,
        print=_print,
        visit=visit,
        unvisit=unvisit,
        log=log,
        __ktn_tick__=__ktn_tick__,
        __ktn_iter__=__ktn_iter__,
        open=_forbidden('open()'),
        input=_forbidden('input()', 'a program here cannot ask for typed input'),
        breakpoint=_forbidden('breakpoint()', 'there is no debugger here; log(...) what you need'),
        help=_forbidden('help()', 'the API is described beside the cell'),
        exit=_forbidden('exit()', 'return from your function instead'),
        quit=_forbidden('quit()', 'return from your function instead'),
    )
    return names


# --- failures ---------------------------------------------------------------------------------


def _user_line(tb, at_call=False):
    """
    The line of the innermost frame of the student's code in a traceback, or None. With at_call,
    a frame stopped on its function's first line (the entry tick) gives way to its caller's line,
    the recursive call.
    """
    lines = []
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_filename == CELL_FILENAME:
            lines.append((tb.tb_lineno, code.co_firstlineno))
        tb = tb.tb_next
    if at_call and len(lines) > 1 and lines[-1][0] == lines[-1][1]:
        lines.pop()
    return lines[-1][0] if lines else None


def _count(n):
    return f'{n:,}'


def _failure(error):
    """Describes why a run stopped as a ProgramError (kind, message, line)."""
    line = _user_line(error.__traceback__, isinstance(error, RecursionError))
    if isinstance(error, TimeLimit):
        seconds = _run['time_ms'] / 1000
        kind = 'timeout'
        message = (
            f'The program ran past the time limit of {seconds:g} s. '
            'Is there a loop that never ends, or a search that tries far too many positions?'
        )
    elif isinstance(error, StepLimit):
        kind = 'step-limit'
        message = (
            f'The program called visit and unvisit more than {_count(_run["steps"])} times '
            '(the step limit). Does the search cut off dead ends?'
        )
    elif isinstance(error, Forbidden):
        kind = 'forbidden'
        message = str(error)
    elif isinstance(error, Refused):
        return {'kind': 'forbidden', 'message': str(error), 'line': error.lineno}
    elif isinstance(error, MemoryError):
        kind = 'exception'
        message = 'MemoryError: the program ran out of memory. Does a list or a search grow without end?'
    elif isinstance(error, RecursionError):
        kind = 'stack-overflow'
        message = (
            f'RecursionError: calls went more than {_count(_sys.getrecursionlimit())} deep. '
            'Does the recursion stop, for instance when every square is visited?'
        )
    elif isinstance(error, SyntaxError) and error.filename == CELL_FILENAME:
        return {
            'kind': 'syntax',
            'message': f'SyntaxError: {error.msg}',
            'line': error.lineno,
            'column': error.offset,
        }
    else:
        kind = 'exception'
        try:
            text = str(error)
        except Exception:
            text = ''
        name = type(error).__name__
        message = f'{name}: {text}' if text else name
    result = {'kind': kind, 'message': message}
    if line is not None:
        result['line'] = line
    return result


# --- what the program returned ----------------------------------------------------------------


def _describe(value):
    if value is None:
        return 'None (nothing was returned)'
    if isinstance(value, str):
        return f'the text {value[:40]!r}'
    if isinstance(value, (bool, int, float)):
        return f'{type(value).__name__} {value!r}'
    text = repr(value)
    return f'a {type(value).__name__} {text[:40]}' + ('…' if len(text) > 40 else '')


class _BadResult(Exception):
    pass


def _tour_value(value):
    if not isinstance(value, (list, tuple)):
        raise _BadResult(f'solve(board) must return a list of squares (numbers), got {_describe(value)}.')
    for i, item in enumerate(value):
        if item.__class__ is not int:
            raise _BadResult(
                f'solve(board) must return a list of squares (whole numbers), '
                f'but entry {i} is {_describe(item)}.'
            )
    return list(value)


def _net_value(net):
    result = {}
    for name in ('U', 'V'):
        values = getattr(net, name, None)
        if not isinstance(values, (list, tuple)):
            raise _BadResult(f'net.{name} must stay a list, but after sweep(net) it is {_describe(values)}.')
        for i, item in enumerate(values):
            if not isinstance(item, (int, float)):
                raise _BadResult(
                    f'net.{name}[{i}] must be a number, but after sweep(net) it is {_describe(item)}.'
                )
        result[name] = list(values)
    return result


# --- the calls run-python.ts makes ------------------------------------------------------------

_program = None


def begin_run(time_ms, steps, log_keep, emit_line):
    """Starts a run's clock, step budget and log; emit_line(line) hands a printed line on."""
    global _deadline, _ticks_left, _steps_left, _expired, _log_keep, _log_kept, _logs_dropped
    global _emit_line, _program
    _run['time_ms'] = time_ms
    _run['steps'] = steps
    _deadline = _time.perf_counter() + time_ms / 1000
    _ticks_left = _CLOCK_EVERY
    _steps_left = steps
    _expired = False
    _log_keep = log_keep
    _log_kept = 0
    _logs_dropped = 0
    _emit_line = emit_line
    _program = None
    _sys.setrecursionlimit(1000)


def load_program(source, entry):
    """Compiles and runs the program's top level; returns JSON: {"ok": true} or a ProgramError."""
    global _program
    try:
        code = instrument(source)
        space = {'__name__': '__main__', '__builtins__': _user_builtins()}
        exec(code, space)
        _stdout.flush()
    except BaseException as error:
        _stdout.flush()
        return _json.dumps({'ok': False, 'error': _failure(error)})
    function = space.get(entry)
    signature = 'solve(board)' if entry == 'solve' else 'sweep(net)'
    if function is None:
        message = f'The program must define a function {signature}; there is no {entry} in it.'
        return _json.dumps({'ok': False, 'error': {'kind': 'no-entry', 'message': message}})
    if not callable(function):
        message = f'{entry} must be a function, {signature}, but it is {_describe(function)}.'
        return _json.dumps({'ok': False, 'error': {'kind': 'no-entry', 'message': message}})
    _program = function
    return _json.dumps({'ok': True})


def call_entry(kind, data_json, keep):
    """Calls the entry on one input (JSON); returns JSON with its value and steps, or its error."""
    global _size, _shape, _visits, _unvisits, _keep, _kept, _events
    data = _json.loads(data_json)
    _size = data['size']
    _shape = f"{data['rows']}×{data['cols']}"
    _visits = _unvisits = _kept = 0
    _keep = keep
    _events = _array('i')
    try:
        if kind == 'board':
            value = _tour_value(_program(_board(data)))
        else:
            net = Net(data)
            _program(net)
            value = _net_value(net)
        _stdout.flush()
    except _BadResult as error:
        _stdout.flush()
        failure = {'kind': 'bad-result', 'message': str(error)}
        return _json.dumps({'ok': False, 'error': failure, 'visits': _visits, 'unvisits': _unvisits})
    except BaseException as error:
        _stdout.flush()
        failure = _failure(error)
        return _json.dumps({'ok': False, 'error': failure, 'visits': _visits, 'unvisits': _unvisits})
    return _json.dumps({'ok': True, 'value': value, 'visits': _visits, 'unvisits': _unvisits})


def kept_events():
    """The kept events of the last call, as the bytes of an int32 array."""
    return _events.tobytes()


def logs_dropped():
    return _logs_dropped
`;
