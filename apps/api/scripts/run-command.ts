import { ConfigError, loadConfig, type Config } from '../src/config';
import { DataDirError } from '../src/lib/data-dir';

/**
 * Runs a command-line script on the configured database: `task` gets the config and a clock
 * of the seconds since it started, and returns its report. A configuration or data-folder
 * problem is printed as it is; any other failure as "<name> failed: …". Both exit with 1.
 */
export async function runCommand(
  name: string,
  task: (config: Config, elapsedSeconds: () => string) => Promise<string>,
): Promise<void> {
  try {
    const started = performance.now();
    console.log(await task(loadConfig(), () => ((performance.now() - started) / 1000).toFixed(1)));
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirError) {
      console.error(error.message);
    } else {
      console.error(error instanceof Error ? `${name} failed: ${error.message}` : error);
    }
    process.exit(1);
  }
}
