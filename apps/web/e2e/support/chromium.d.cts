/** Options for playwright-core's `chromium.launch` and `chromium.launchServer`. */
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
