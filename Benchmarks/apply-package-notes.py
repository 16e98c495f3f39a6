#!/usr/bin/env python3
# Applies the one-line notes of a package's `galley verify --format json` report to its docs, as an
# author following them would: `group=` on the two blocks a note names, `ignore reason="…"`, or
# the `import` line it names. Run it and verify again until no note is left, to see where the
# notes lead (Benchmarks/results-package-docs.md). A group with a block that is itself ignored is
# left to the next round's note.
#
# Usage: Benchmarks/apply-package-notes.py REPORT.json PACKAGE_ROOT
import json, re, sys, os
report, root = sys.argv[1], sys.argv[2]
d = json.load(open(report))
results = [(r['file'], r['line']) for r in d['results'] if r['status'] == 'failed']
def block_of(f, l):
    c = [r for r in results if r[0] == f and r[1] <= l]
    return max(c, key=lambda r: r[1]) if c else None
edits = {}  # (file, fence line) -> list of actions
for dd in d['diagnostics']:
    for n in dd.get('notes', []):
        if n.startswith('in snippet'): continue
        b = block_of(dd['file'], dd['line'])
        if not b or b in edits: continue
        m = re.search(r"declared by the block at line (\d+); add 'group=(\w+)'", n)
        if 'which is ignored' in n: m = None
        if m:
            edits[b] = ('group', int(m.group(1)))
        elif "add 'import " in n:
            edits[b] = ('import', re.search(r"add 'import (\w+)'", n).group(1))
        elif 'ignore reason=' in n:
            reason = re.search(r'ignore reason=\\?"([^"\\]*)', n).group(1)
            edits[b] = ('ignore', reason if reason != '…' else 'fragment')
files = {}
for (f, line), action in sorted(edits.items(), key=lambda e: -e[0][1]):
    lines = files.setdefault(f, open(os.path.join(root, f)).read().split('\n'))
    def info(l): return lines[l - 1]
    if action[0] == 'ignore':
        lines[line - 1] = re.sub(r'```swift.*', '```swift ignore reason="%s"' % action[1], info(line))
    elif action[0] == 'import':
        indent = re.match(r'\s*', info(line)).group(0)
        lines[line - 1] = info(line) + '\n' + indent + 'import ' + action[1]
    elif action[0] == 'group':
        other = action[1]
        g = re.search(r'group=(\w+)', info(other))
        name = g.group(1) if g else 'g%d' % other
        for l in (other, line):
            if 'group=' not in info(l):
                lines[l - 1] = info(l).rstrip() + ' group=' + name
for f, lines in files.items():
    open(os.path.join(root, f), 'w').write('\n'.join(lines))
print(len(edits), 'notes applied:', {k: sum(1 for a in edits.values() if a[0] == k) for k in ('group', 'ignore', 'import')})
