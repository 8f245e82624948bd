int from_angled;
