# Sourced by scripts/oracle-corpus and scripts/oracle-live: a Python virtual
# environment with cshogi under target/ (never the system Python, which a
# stock Debian refuses to pip-install into). Sets $ORACLE_PY.
ORACLE_VENV="${ORACLE_VENV:-target/oracle-venv}"
if [ ! -x "$ORACLE_VENV/bin/python" ]; then
    if ! python3 -m venv "$ORACLE_VENV"; then
        echo "python3 -m venv failed; on Debian or Ubuntu: apt-get install python3-venv" >&2
        rm -rf "$ORACLE_VENV"
        exit 2
    fi
fi
ORACLE_PY="$ORACLE_VENV/bin/python"
"$ORACLE_PY" -c "import cshogi" 2>/dev/null ||
    "$ORACLE_PY" -m pip install --quiet --disable-pip-version-check "cshogi==${CSHOGI_VERSION:-1.1.0}"
