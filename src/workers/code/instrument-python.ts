/**
 * The guard put into a student's Python program before it runs (Python source, run once in
 * Pyodide): every loop body and function body starts with a call of `__ktn_tick__(line)`, and
 * every comprehension draws from `__ktn_iter__(iterable, line)`, which ticks per item. A tick
 * counts and, every so often, looks at the clock, so a loop that never ends stops with the time
 * limit and the line of the loop. Line numbers of the student's code are kept as they were.
 *
 * `instrument(source)` returns a code object compiled from the guarded tree, or raises the
 * student's `SyntaxError` with its line and column.
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


def instrument(source):
    """Parses, guards and compiles a program; raises its SyntaxError as it is."""
    tree = _ast.parse(source, CELL_FILENAME)
    tree = _ast.fix_missing_locations(_Guard().visit(tree))
    return compile(tree, CELL_FILENAME, 'exec')
`;
