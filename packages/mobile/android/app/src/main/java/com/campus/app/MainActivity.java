package com.campus.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
