/*
 * A tight C Warnsdorff walk, the yardstick for `npm run bench`: an open tour
 * of an n×n board from the top-left corner, fewest onward moves first, ties
 * to the square farthest from the centre (Roth's rule), then move order.
 * Build and run: bench/c/run.sh [n] [repeats]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const int DR[8] = {-2, -1, 1, 2, 2, 1, -1, -2};
static const int DC[8] = {1, 2, 2, 1, -1, -2, -2, -1};

/* Returns the number of squares visited (n*n when the walk is a tour). */
static long walk(int n, unsigned char *deg, int *tour) {
	const int w = n + 4; /* two padding rows and columns on each side */
	int delta[8];
	for (int k = 0; k < 8; k++) delta[k] = DR[k] * w + DC[k];
	memset(deg, 255, (size_t)w * w);
	for (int r = 0; r < n; r++)
		for (int c = 0; c < n; c++) {
			int d = 0;
			for (int k = 0; k < 8; k++) {
				int rr = r + DR[k], cc = c + DC[k];
				d += rr >= 0 && rr < n && cc >= 0 && cc < n;
			}
			deg[(r + 2) * w + c + 2] = (unsigned char)d;
		}
	const double centre = (n - 1) / 2.0;
	int at = 2 * w + 2;
	long placed = 0;
	for (;;) {
		tour[placed++] = at;
		deg[at] = 255;
		for (int k = 0; k < 8; k++) deg[at + delta[k]] -= deg[at + delta[k]] != 255;
		if (placed == (long)n * n) return placed;
		int best = 255, next = -1;
		double far = -1;
		for (int k = 0; k < 8; k++) {
			int to = at + delta[k], d = deg[to];
			if (d > best) continue;
			double dr = to / w - 2 - centre, dc = to % w - 2 - centre;
			double dist = dr * dr + dc * dc;
			if (d < best || dist > far) best = d, next = to, far = dist;
		}
		if (next < 0) return placed;
		at = next;
	}
}

int main(int argc, char **argv) {
	int n = argc > 1 ? atoi(argv[1]) : 1000;
	int repeats = argc > 2 ? atoi(argv[2]) : 11;
	unsigned char *deg = malloc((size_t)(n + 4) * (n + 4));
	int *tour = malloc(sizeof(int) * (size_t)n * n);
	double times[101];
	long placed = 0;
	if (repeats > 101) repeats = 101;
	for (int i = 0; i < repeats; i++) {
		struct timespec a, b;
		clock_gettime(CLOCK_MONOTONIC, &a);
		placed = walk(n, deg, tour);
		clock_gettime(CLOCK_MONOTONIC, &b);
		times[i] = (b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) / 1e6;
	}
	for (int i = 1; i < repeats; i++)
		for (int j = i; j > 0 && times[j - 1] > times[j]; j--) {
			double t = times[j];
			times[j] = times[j - 1];
			times[j - 1] = t;
		}
	printf("C Warnsdorff (Roth ties) %dx%d: %ld of %ld squares, median %.2f ms\n", n, n, placed,
	       (long)n * n, times[repeats / 2]);
	free(deg);
	free(tour);
	return 0;
}
