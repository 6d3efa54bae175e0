# One sweep of the Takefuji–Lee network: for each neuron e in net.order,
# with its move net.edges[e] = (u, v), add 4 − deg(u) − deg(v) to net.U[e],
# where deg(s) is the sum of net.V over net.edgesAt[s]. Then net.V[e]
# becomes 1 if net.U[e] > 3, 0 if net.U[e] < 0, and stays as it was between.


def sweep(net):
    for e in net.order:
        u, v = net.edges[e]
        # Your update of net.U[e] and net.V[e] here.
