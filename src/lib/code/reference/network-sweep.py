# One sweep of the Takefuji–Lee network: update each neuron (move) once, in
# net.order, in place. A move u–v gains 4 − deg(u) − deg(v), where deg(s)
# counts the firing neurons at square s; it fires when U > 3 and stops when
# U < 0, and keeps its output in between.


def sweep(net):
    for e in net.order:
        u, v = net.edges[e]
        degree = sum(net.V[f] for f in net.edgesAt[u]) + sum(net.V[f] for f in net.edgesAt[v])
        net.U[e] += 4 - degree
        if net.U[e] > 3:
            net.V[e] = 1
        elif net.U[e] < 0:
            net.V[e] = 0
