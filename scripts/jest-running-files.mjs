// Keeps the test files started and not finished in a file, so `npm test` names a stalled file instead of only timing out.
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
