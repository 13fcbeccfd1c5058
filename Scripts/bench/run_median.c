// Times a command the way a user's shell runs it: fork, exec, wait. Prints the median wall time
// in milliseconds and the largest peak resident set in KiB (from wait4's rusage) over RUNS runs.
// Standard output of the command goes to /dev/null; a failing run fails the benchmark.
// usage: run_median RUNS command [args...]
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: run_median RUNS command [args...]\n");
    return 64;
  }
  int runs = atoi(argv[1]);
  if (runs < 1 || runs > 1000) {
    fprintf(stderr, "run_median: RUNS must be 1...1000\n");
    return 64;
  }
  double *ms = calloc((size_t)runs, sizeof(double));
  long peak = 0;
  for (int i = 0; i < runs; i++) {
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    pid_t pid = fork();
    if (pid < 0) {
      perror("run_median: fork");
      return 71;
    }
    if (pid == 0) {
      int null = open("/dev/null", O_WRONLY);
      if (null >= 0) dup2(null, 1);
      execvp(argv[2], argv + 2);
      perror("run_median: exec");
      _exit(127);
    }
    int status = 0;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) < 0) {
      perror("run_median: wait4");
      return 71;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      fprintf(stderr, "run_median: %s failed (status %d)\n", argv[2], status);
      return 70;
    }
    ms[i] = (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6;
    if (usage.ru_maxrss > peak) peak = usage.ru_maxrss;
  }
  qsort(ms, (size_t)runs, sizeof(double), compare);
  double median = runs % 2 ? ms[runs / 2] : (ms[runs / 2 - 1] + ms[runs / 2]) / 2;
  printf("%.1f %ld\n", median, peak);
  return 0;
}
