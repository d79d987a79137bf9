/**
 * A Jest reporter that keeps, in a file, the test files that have started and not yet finished,
 * with when each started. When a run stalls (a test file that never ends), `npm test` stops it
 * after its time limit and prints this file, so the stall is named instead of only timing out.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export default class RunningFiles {
  constructor(globalConfig, options = {}) {
    this.file = options.file ?? path.join(globalConfig.rootDir, "test-results", "jest-running.txt");
    this.running = new Map();
    mkdirSync(path.dirname(this.file), { recursive: true });
    this.write();
  }

  write() {
    const lines = [...this.running].map(([file, at]) => `${new Date(at).toISOString()} ${path.relative(process.cwd(), file)}`);
    writeFileSync(this.file, lines.length ? `${lines.join("\n")}\n` : "");
  }

  onTestStart(test) {
    this.running.set(test.path, Date.now());
    this.write();
  }

  onTestResult(test) {
    this.running.delete(test.path);
    this.write();
  }
}
