"""Test set-up shared by every test: Qt runs offscreen, set before anything imports Qt; the
hypothesis profiles (``ci`` by default, ``--hypothesis-profile=thorough`` for 10,000 examples)."""
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# as main.py does (see why there): the GUI thread gets the GIL back quickly from busy workers
sys.setswitchinterval(0.00005)

try:
    from hypothesis import HealthCheck, settings
except ImportError:          # hypothesis is a test dependency; engine tests without it still run
    pass
else:
    # A per-example deadline turns a hang into a failure; example counts keep CI within budget.
    # The deadline is for hangs, not speed: 10 s, because a loaded 2-core machine took 3.7 s
    # for an example that takes 0.3 s when it is quiet.
    settings.register_profile("ci", max_examples=40, deadline=10_000, derandomize=True,
                              suppress_health_check=[HealthCheck.too_slow])
    settings.register_profile("thorough", max_examples=10_000, deadline=10_000,
                              suppress_health_check=[HealthCheck.too_slow])
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
