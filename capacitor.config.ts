import type { CapacitorConfig } from "@capacitor/cli";

// The native app wraps the same client build (see scripts/native-web.mjs, which makes
// build/native from build/client with the SPA as its entry page).
const config: CapacitorConfig = {
  appId: "gr.taxidaki.app",
  appName: "Taxidaki",
  webDir: "build/native",
  android: { allowMixedContent: false },
  plugins: {
    SplashScreen: { launchAutoHide: false, backgroundColor: "#1e40af", androidScaleType: "CENTER_CROP" },
    StatusBar: { style: "DEFAULT", backgroundColor: "#1e40af", overlaysWebView: false },
  },
};

export default config;
