package gr.taxidaki.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
