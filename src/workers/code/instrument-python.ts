/**
 * The guard put into a student's Python program before it runs (Python source, run once in
 * Pyodide): every loop body and function body starts with a call of `__ktn_tick__(line)`, and
 * every comprehension draws from `__ktn_iter__(iterable, line)`, which ticks per item. A tick
 * counts and, every so often, looks at the clock, so a loop that never ends stops with the time
 * limit and the line of the loop. Line numbers of the student's code are kept as they were.
 *
 * Before guarding, the tree is checked (`_Check`): attributes that lead from any object back to
 * the harness or to frames (`__globals__`, `__subclasses__`, `f_back`, `tb_frame`, …, every
 * dunder but a few ordinary ones) and names of the guard's own (`__ktn_…`, `__builtins__`) are
 * refused with their line, so the guard cannot be rebound. This is a courtesy to the student, not
 * the wall: the sandbox around the whole worker is (docs/code-sandbox.md).
 *
 * `instrument(source)` returns a code object compiled from the guarded tree, or raises the
 * student's `SyntaxError` with its line and column, or a `Refused` naming what is not allowed.
 */
export const INSTRUMENT_PY = String.raw`
import ast as _ast

CELL_FILENAME = '<cell>'
_TICK = '__ktn_tick__'
_ITER = '__ktn_iter__'


class _Guard(_ast.NodeTransformer):
    """Starts each loop and function body with a tick; wraps each comprehension's iterable."""

    def _tick(self, node):
        call = _ast.Call(_ast.Name(_TICK, _ast.Load()), [_ast.Constant(node.lineno)], [])
        return _ast.copy_location(_ast.Expr(call), node)

    def _guard_body(self, node):
        self.generic_visit(node)
        node.body.insert(0, self._tick(node))
        return node

    visit_For = _guard_body
    visit_AsyncFor = _guard_body
    visit_While = _guard_body
    visit_FunctionDef = _guard_body
    visit_AsyncFunctionDef = _guard_body

    def visit_comprehension(self, node):
        self.generic_visit(node)
        line = _ast.Constant(node.iter.lineno)
        call = _ast.Call(_ast.Name(_ITER, _ast.Load()), [node.iter, line], [])
        node.iter = _ast.copy_location(call, node.iter)
        return node


class Refused(Exception):
    """A program that reaches for what a code cell does not offer; carries the line."""

    def __init__(self, message, lineno):
        super().__init__(message)
        self.lineno = lineno


# Dunders an ordinary program uses (super().__init__(), a class's own methods); every other one, and
# the attributes of frames and code, are refused: they lead back to the harness's functions.
ALLOWED_DUNDERS = frozenset(
    '__init__ __name__ __doc__ __len__ __iter__ __next__ __repr__ __str__ __eq__ __ne__ __lt__ '
    '__le__ __gt__ __ge__ __hash__ __contains__ __getitem__ __setitem__ __add__ __sub__ __mul__ '
    '__bool__ __post_init__'.split()
)
FRAME_ATTRIBUTES = frozenset(
    'gi_frame gi_code gi_yieldfrom cr_frame cr_code cr_await ag_frame ag_code f_back f_globals '
    'f_locals f_builtins f_code tb_frame tb_next co_consts'.split()
)


def refused_attribute(name):
    """Whether an attribute name is one a program may not read or write."""
    if name in FRAME_ATTRIBUTES:
        return True
    return name.startswith('__') and name.endswith('__') and name not in ALLOWED_DUNDERS


def refused_name(name):
    """Whether a name is the guard's own."""
    return name.startswith('__ktn') or name == '__builtins__'


class _Check(_ast.NodeVisitor):
    """Refuses attributes and names that lead to the harness (see the module comment)."""

    def _refuse(self, node, what):
        raise Refused(
            f'{what} is not available in a code cell (line {node.lineno}): it leads into the '
            'code that runs your program, not into your program.',
            node.lineno,
        )

    def visit_Attribute(self, node):
        if refused_attribute(node.attr):
            self._refuse(node, f'.{node.attr}')
        self.generic_visit(node)

    def visit_Name(self, node):
        if refused_name(node.id):
            self._refuse(node, node.id)

    def _names(self, node, names):
        for name in names:
            if name is not None and refused_name(name):
                self._refuse(node, name)
        self.generic_visit(node)

    def visit_Global(self, node):
        self._names(node, node.names)

    def visit_Nonlocal(self, node):
        self._names(node, node.names)

    def visit_FunctionDef(self, node):
        self._names(node, [node.name])

    visit_AsyncFunctionDef = visit_FunctionDef
    visit_ClassDef = visit_FunctionDef

    def visit_arg(self, node):
        self._names(node, [node.arg])

    def visit_alias(self, node):
        self._names(node, [node.asname])


def instrument(source):
    """Parses, checks, guards and compiles a program; raises its SyntaxError as it is."""
    tree = _ast.parse(source, CELL_FILENAME)
    _Check().visit(tree)
    tree = _ast.fix_missing_locations(_Guard().visit(tree))
    return compile(tree, CELL_FILENAME, 'exec')
`;
