"""Schemathesis hooks of the API fuzz run (loaded through SCHEMATHESIS_HOOKS by fuzz-run.ts).

Every call is signed in as the fuzz user (FUZZ_USERNAME / FUZZ_PASSWORD, registered by the test),
with the session cookie that POST /api/login sets. POST /api/logout ends the session it is sent
with, so it gets a fresh session of its own each time: otherwise one logout would leave every
later call of the run to test nothing but 401. Each answer is counted into FUZZ_COUNT_FILE.
"""

import atexit
import json
import os
import threading

import requests
import schemathesis

BASE_URL = os.environ["FUZZ_BASE_URL"].rstrip("/")
USERNAME = os.environ["FUZZ_USERNAME"]
PASSWORD = os.environ["FUZZ_PASSWORD"]
COUNT_FILE = os.environ.get("FUZZ_COUNT_FILE")
SESSION_COOKIES = ("__Host-tidings_session", "tidings_session")
SIGN_IN_LOG = os.environ.get("FUZZ_SIGN_IN_LOG")
_lock = threading.Lock()


def sign_in() -> dict:
    response = requests.post(f"{BASE_URL}/api/login", json={"username": USERNAME, "password": PASSWORD}, timeout=30)
    if not response.ok:
        # Schemathesis reports only "Authentication Error": the answer itself goes where the test reads it.
        if SIGN_IN_LOG:
            with _lock, open(SIGN_IN_LOG, "a", encoding="utf-8") as file:
                file.write(f"POST /api/login answered {response.status_code}: {response.text[:300]}\n")
        response.raise_for_status()
    for name in SESSION_COOKIES:
        if name in response.cookies:
            return {name: response.cookies[name]}
    raise RuntimeError(f"POST /api/login set no session cookie ({response.status_code})")


def with_session(case, session: dict) -> None:
    # The generated cookies (if any) stay; the session cookie is ours.
    case.cookies = {**(case.cookies or {}), **session}


# Registered first: the first provider that answers wins, so logout never takes the shared session.
@schemathesis.auth(refresh_interval=None).apply_to(method="POST", path="/api/logout")
class FreshSession:
    def get(self, case, ctx):
        return sign_in()

    def set(self, case, data, ctx):
        with_session(case, data)


# Signed in once; a 401 (the session was ended after all) signs in again.
@schemathesis.auth(refresh_interval=600, retry_on=[401]).skip_for(method="POST", path="/api/logout")
class SharedSession:
    def get(self, case, ctx):
        return sign_in()

    def set(self, case, data, ctx):
        with_session(case, data)


_answers = {"requests": 0}


@schemathesis.hook
def after_call(ctx, case, response):
    with _lock:
        _answers["requests"] += 1


@atexit.register
def _write_count() -> None:
    if COUNT_FILE:
        with open(COUNT_FILE, "w", encoding="utf-8") as file:
            json.dump(_answers, file)
